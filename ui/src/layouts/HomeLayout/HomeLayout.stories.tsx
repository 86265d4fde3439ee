import type { StoryObj } from '@storybook/react-vite';
import { fullscreen, type KitMeta, playground } from '../../../../.storybook/docs';
import { statesOf } from '../../../../.storybook/grid';
import { expect, within } from 'storybook/test';
import { Hero } from '../../landing/Hero';
import { useHeroCopy, useTryItCopy } from '../../landing/shared/storyCopy';
import { TryIt } from '../../landing/TryIt';
import { phoneViewport, usePageChrome } from '../Page/storyChrome';
import { HomeLayout } from './HomeLayout';

/** The landing's first two sections in the layout (the whole page: Pages/Landing); `signedIn` picks the header's account action. */
function Landing({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <HomeLayout {...usePageChrome({ current: 'home', signedIn })}>
      <Hero {...useHeroCopy()} />
      <TryIt {...useTryItCopy()} />
    </HomeLayout>
  );
}

const meta = { title: 'Layouts/HomeLayout', component: HomeLayout, ...fullscreen(Landing) } satisfies KitMeta<typeof Landing>;

export default meta;
type Story = StoryObj<typeof Landing>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skip = canvas.getAllByRole('link')[0];
    await expect(skip?.getAttribute('href')).toBe(`#${canvas.getByRole('main').id}`);
  },
};

export const Phone: Story = { globals: phoneViewport };

/** Signed out and signed in (the header's account action), at rest, one above the other. */
export const States: Story = statesOf(
  meta,
  { SignedOut: { render: () => <Landing /> }, SignedIn: { render: () => <Landing signedIn /> } },
  { cellWidth: '100%' },
);
