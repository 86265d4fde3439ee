import { forwardRef } from 'react';
import { render, screen } from '@testing-library/react';
import type { LinkComponentProps } from '../../layouts/Page/SiteLink';
import { Hero } from './Hero';

const props = {
  title: 'The skins you want, one click away',
  lead: 'One launcher for two games.',
  primaryAction: { label: 'Try it', href: '/auth/sign-up' },
  secondaryAction: { label: 'Download the launcher', href: '#download' },
};

describe('Hero', () => {
  it('shows the headline as the page heading', () => {
    render(<Hero {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: props.title })).toBeInTheDocument();
  });

  it('is a region named by its headline', () => {
    render(<Hero {...props} />);
    expect(screen.getByRole('region', { name: props.title })).toBeInTheDocument();
  });

  it('links the primary action to sign-up with a plain anchor by default', () => {
    render(<Hero {...props} />);
    expect(screen.getByRole('link', { name: 'Try it' })).toHaveAttribute('href', '/auth/sign-up');
  });

  it('links the secondary action to the launcher download', () => {
    render(<Hero {...props} />);
    expect(screen.getByRole('link', { name: 'Download the launcher' })).toHaveAttribute('href', '#download');
  });

  it('renders the primary action with the given link component', () => {
    const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink({ to, children, ...rest }, ref) {
      return (
        <a ref={ref} href={`/en${to}`} data-router="yes" {...rest}>
          {children}
        </a>
      );
    });
    render(<Hero {...props} linkAs={RouterLink} />);
    const link = screen.getByRole('link', { name: 'Try it' });
    expect(link).toHaveAttribute('href', '/en/auth/sign-up');
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('leaves out the secondary action when none is given', () => {
    render(<Hero {...props} secondaryAction={undefined} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows the eyebrow line when given', () => {
    render(<Hero {...props} eyebrow="Two games. One launcher." />);
    expect(screen.getByText('Two games. One launcher.')).toBeInTheDocument();
  });

  it('hides the decorative visual from assistive technology', () => {
    const { container } = render(<Hero {...props} />);
    const hidden = container.querySelectorAll('[aria-hidden="true"]');
    expect(hidden).toHaveLength(1);
    // Drawn in CSS only: no text, and no image to download before the page settles.
    expect(hidden[0]?.textContent).toBe('');
    expect(hidden[0]?.querySelector('img, svg, picture')).toBeNull();
  });
});
