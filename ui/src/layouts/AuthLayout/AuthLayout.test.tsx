import { render, screen } from '@testing-library/react';
import { AuthLayout } from './AuthLayout';
import { testChrome } from '../Page/testing';

function renderAuth() {
  return render(
    <AuthLayout {...testChrome}>
      <h1>Sign in</h1>
      <form aria-label="Sign in" />
    </AuthLayout>,
  );
}

describe('AuthLayout', () => {
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
