import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message } from './renderScreen';

export interface SignInTyped {
  login: string;
  password: string;
}

/** The sign-in pair the suites type unless they need a real account's. */
export const typedPair: SignInTyped = { login: 'demo', password: 'demo-password-1' };

/** On a rendered sign-in screen: types the pair, ticks the development captcha and submits. */
export async function submitSignIn(typed: SignInTyped = typedPair, user = userEvent.setup()) {
  await user.type(screen.getByLabelText(message('auth', 'login')), typed.login);
  await user.type(screen.getByLabelText(message('auth', 'password')), typed.password);
  await user.click(screen.getByRole('checkbox', { name: message('auth', 'captcha.dev') }));
  await user.click(screen.getByRole('button', { name: message('auth', 'signIn.submit') }));
  return user;
}

/** What the sign-in form's two fields hold now. */
export const typedValues = (): SignInTyped => ({
  login: (screen.getByLabelText(message('auth', 'login')) as HTMLInputElement).value,
  password: (screen.getByLabelText(message('auth', 'password')) as HTMLInputElement).value,
});
