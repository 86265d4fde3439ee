import { screen, within } from '@testing-library/react';
import { ResetPasswordScreen } from './ResetPasswordScreen';
import { createTestStore } from '../testing/fakeApi';
import { message, renderScreen } from '../testing/renderScreen';

function setup(language: 'en' | 'de' = 'en') {
  renderScreen(<ResetPasswordScreen />, { store: createTestStore().store, originalPath: '/auth/reset-password/', language });
}

it('says a new password was sent by e-mail', () => {
  setup();
  expect(screen.getByRole('heading', { level: 1, name: message('auth', 'reset.title') })).toBeInTheDocument();
  expect(screen.getByText(message('auth', 'reset.text'))).toBeInTheDocument();
});

it('leads to sign-in in the page language', () => {
  setup('de');
  expect(within(screen.getByRole('main')).getByRole('link', { name: message('auth', 'reset.signIn', undefined, 'de') })).toHaveAttribute(
    'href',
    '/de/auth/sign-in/',
  );
});

it('shows the slim header: no menu, only the way to sign in', () => {
  setup();
  expect(screen.queryByRole('navigation', { name: message('header', 'nav.label') })).not.toBeInTheDocument();
  expect(within(screen.getByRole('banner')).getByRole('link', { name: message('header', 'account.signIn') })).toHaveAttribute('href', '/en/auth/sign-in/');
});
