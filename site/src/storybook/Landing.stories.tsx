import type { Meta, StoryObj } from '@storybook/react-vite';
import HomePage from '../pages/index';
import { asPage, pageParameters } from './pages';
import { pageSettled, SitePage } from './SitePage';

const meta = {
  title: 'Pages/Landing',
  tags: ['page', '!autodocs'],
  component: SitePage,
  parameters: pageParameters,
  args: { path: '/', signedIn: false, page: asPage(HomePage) },
  play: async ({ canvasElement }) => pageSettled(canvasElement),
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the header offers sign-in. */
export const SignedOut: Story = {};

/** A signed-in user: the header offers sign-out. */
export const SignedIn: Story = { args: { signedIn: true } };
