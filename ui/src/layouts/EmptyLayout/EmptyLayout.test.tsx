import { render, screen } from '@testing-library/react';
import { EmptyLayout } from './EmptyLayout';

describe('EmptyLayout', () => {
  it('renders the content in <main> with its id', () => {
    render(
      <EmptyLayout mainId="sso">
        <h1>You have successfully authorized</h1>
      </EmptyLayout>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'sso');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'You have successfully authorized' }));
  });

  it('has no skip link, header or footer', () => {
    render(
      <EmptyLayout>
        <p>Signing out…</p>
      </EmptyLayout>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
