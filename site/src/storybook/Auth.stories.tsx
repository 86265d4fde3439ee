import type { Meta, StoryObj } from '@storybook/react-vite';
import RestorePasswordPage from '../pages/auth/restore-password';
import SignInPage from '../pages/auth/sign-in';
import SignUpPage from '../pages/auth/sign-up';
import SignUpSubmitPage from '../pages/auth/sign-up-submit';
import SsoPage from '../pages/auth/sso';
import { mainData } from '../screens/testing/fixtures';
import { asPage, pageParameters } from './pages';
import { pageSettled, SitePage } from './SitePage';

const meta = {
  title: 'Pages/Sign-in pages',
  tags: ['page', '!autodocs'],
  component: SitePage,
  parameters: pageParameters,
  args: { path: '/auth/sign-in/', signedIn: false, page: asPage(SignInPage) },
  play: async ({ canvasElement }) => pageSettled(canvasElement),
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only visitors see it: a signed-in user is sent on to the account. */
export const SignIn: Story = {};

export const SignUp: Story = { args: { path: '/auth/sign-up/', page: asPage(SignUpPage) } };

/** After sign-up: the account is confirmed through a bot, with the code shown here. */
export const Confirmation: Story = {
  args: {
    path: '/auth/sign-up-submit/',
    signedIn: true,
    page: asPage(SignUpSubmitPage),
    routes: {
      frontendData: { body: mainData({ user: { ...mainData().user, confirmed: false } }) },
      confirmation: {
        body: { status: true, confirmed: false, code: 'K7P2QX9M', bots: { telegram: 'https://t.me/chameleon_skins_bot', vk: 'https://vk.com/chameleon_skins' } },
      },
    },
  },
};

export const RestorePassword: Story = { args: { path: '/auth/restore-password/', page: asPage(RestorePasswordPage) } };

/** The launcher's link, opened by a signed-in user (a visitor signs in first and comes back). */
export const LauncherAuthorization: Story = { args: { path: '/auth/sso/', search: '?request=req-1', signedIn: true, page: asPage(SsoPage) } };
