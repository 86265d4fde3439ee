import { render, screen, within } from '@testing-library/react';
import { Footer, type FooterProps } from './Footer';
import { TestRouterLink } from '../layouts/Page/testing';

const props: FooterProps = {
  navigation: {
    label: 'Site navigation',
    links: [
      { id: 'home', label: 'Home', href: '/en/' },
      { id: 'subscription', label: 'Subscription', href: '/en/profile/subscription/' },
      { id: 'support', label: 'Support', href: 'https://docs.chameleon-launcher.com/en/support', external: true },
    ],
  },
  documents: {
    label: 'Legal documents',
    links: [
      { id: 'terms', label: 'Terms of use', href: 'https://docs.chameleon-launcher.com/en/terms' },
      { id: 'privacy', label: 'Privacy policy', href: 'https://docs.chameleon-launcher.com/en/privacy' },
      { id: 'data', label: 'Personal data processing', href: 'https://docs.chameleon-launcher.com/en/data-processing' },
    ],
  },
  cancelSubscription: {
    text: 'Paid for your subscription by card? You can cancel it on the payment provider’s website.',
    label: 'Cancel subscription',
    href: 'https://docs.chameleon-launcher.com/en/cancel-subscription',
  },
  copyright: '© 2026 Chameleon. All rights reserved.',
  newTabHint: '(opens in a new tab)',
};

describe('Footer', () => {
  it('is the page’s contentinfo landmark with the copyright line', () => {
    render(<Footer {...props} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Chameleon. All rights reserved.');
  });

  it('groups links in two navigation landmarks named by their visible titles', () => {
    render(<Footer {...props} />);
    expect(screen.getByRole('navigation', { name: 'Site navigation' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Legal documents' })).toBeInTheDocument();
  });

  it.each(['Terms of use', 'Privacy policy', 'Personal data processing'])(
    'opens “%s” in a new tab without the opener and says so',
    (label) => {
      render(<Footer {...props} />);
      const documents = screen.getByRole('navigation', { name: 'Legal documents' });
      const link = within(documents).getByRole('link', { name: `${label} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    },
  );

  it('links to the payment provider’s cancellation as an external link', () => {
    render(<Footer {...props} />);
    const cancel = screen.getByRole('link', { name: 'Cancel subscription (opens in a new tab)' });
    expect(cancel).toHaveAttribute('href', 'https://docs.chameleon-launcher.com/en/cancel-subscription');
    expect(cancel).toHaveAttribute('target', '_blank');
    expect(cancel).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps in-app links in the same tab', () => {
    render(<Footer {...props} />);
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('href', '/en/');
    expect(home).not.toHaveAttribute('target');
  });

  it('sends in-app links through the given router link, external ones not', () => {
    render(<Footer {...props} linkAs={TestRouterLink} />);
    expect(screen.getByRole('link', { name: 'Subscription' })).toHaveAttribute('data-router', 'true');
    expect(screen.getByRole('link', { name: 'Support (opens in a new tab)' })).not.toHaveAttribute('data-router');
  });

  it('leaves the cancellation block out when none is given', () => {
    render(<Footer {...props} cancelSubscription={undefined} />);
    expect(screen.queryByRole('link', { name: /Cancel subscription/ })).not.toBeInTheDocument();
  });
});
