import { render, screen } from '@testing-library/react';
import { AuthLayout } from './AuthLayout';

function renderAuth() {
  return render(
    <AuthLayout skipLinkLabel="Skip to main content" header={<header>Chameleon</header>} footer={<footer>© 2026 Chameleon</footer>}>
      <h1>Sign in</h1>
      <form aria-label="Sign in" />
    </AuthLayout>,
  );
}

describe('AuthLayout', () => {
  it('points the skip link at <main>', () => {
    renderAuth();
    const target = screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href');
    expect(document.querySelector(target ?? '')).toBe(screen.getByRole('main'));
  });

  it('puts the form and its heading inside <main>', () => {
    renderAuth();
    const main = screen.getByRole('main');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Sign in' }));
    expect(main).toContainElement(screen.getByRole('form', { name: 'Sign in' }));
  });

  it('keeps the header and footer landmarks', () => {
    renderAuth();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
