import type { StoryObj } from '@storybook/react-vite';
import { fullscreen, type KitMeta, playground } from '../../../../.storybook/docs';
import type { HeaderAccountKind } from '../../Header';
import { statesOf } from '../../../../.storybook/grid';
import { expect, within } from 'storybook/test';
import { useT } from '../../../../.storybook/i18n';
import { Button } from '../../Button';
import { FillerBand, FillerText, phoneViewport, useLocalePath, usePageChrome } from '../Page/storyChrome';
import { HomeLayout } from './HomeLayout';

/** `account` is the header's action: sign in for a visitor, sign out for a signed-in user. */
function Landing({ account = 'signIn' }: { account?: HeaderAccountKind }) {
  const header = useT('header');
  const footer = useT('footer');
  const localePath = useLocalePath();
  return (
    <HomeLayout {...usePageChrome({ current: 'home', account })}>
      <FillerBand tone="raised">
        <h1>{header('logo.brand')}</h1>
        <div>
          <Button href={localePath('/auth/sign-in/')}>{header('account.signIn')}</Button>
        </div>
      </FillerBand>
      <FillerBand tone="plain">
        <h2>{header('menu.subscription')}</h2>
        <FillerText>{footer('cancel.text')}</FillerText>
      </FillerBand>
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
  { SignedOut: { render: () => <Landing /> }, SignedIn: { render: () => <Landing account="signOut" /> } },
  { cellWidth: '100%' },
);
