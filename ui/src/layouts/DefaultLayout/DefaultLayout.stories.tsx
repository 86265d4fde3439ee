import type { StoryObj } from '@storybook/react-vite';
import { fullscreen, type KitMeta, playground } from '../../../../.storybook/docs';
import { statesOf } from '../../../../.storybook/grid';
import { expect, userEvent, within } from 'storybook/test';
import { useT } from '../../../../.storybook/i18n';
import { Button } from '../../Button';
import { ErrorView } from '../../ErrorView';
import { phoneViewport, useLocalePath, usePageChrome } from '../Page/storyChrome';
import { DefaultLayout } from './DefaultLayout';

/** The site's one page in this layout, the 404, with its words; `signedIn` picks the header's account action. */
function NotFoundPage({ signedIn = false }: { signedIn?: boolean }) {
  const main = useT('main');
  const localePath = useLocalePath();
  const path = localePath('/profile/subscriptions/');
  return (
    <DefaultLayout {...usePageChrome({ signedIn })}>
      <ErrorView
        status={404}
        titles={{ notFound: main('error.notFound.title'), internal: main('error.internal.title') }}
        message={main('error.pageNotFound', { path })}
        action={<Button href={localePath('/')}>{main('error.goHome')}</Button>}
      />
    </DefaultLayout>
  );
}

const meta = { title: 'Layouts/DefaultLayout', component: DefaultLayout, ...fullscreen(NotFoundPage) } satisfies KitMeta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof NotFoundPage>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const Desktop: Story = {};

export const Phone: Story = { globals: phoneViewport };

export const SkipLinkFocused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getAllByRole('link')[0];
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await expect(skip?.getAttribute('href')).toBe(`#${canvas.getByRole('main').id}`);
  },
};

/** Signed out and signed in (the header's account action), at rest, one above the other. */
export const States: Story = statesOf(
  meta,
  { SignedOut: Desktop, SignedIn: { render: () => <NotFoundPage signedIn /> } },
  { cellWidth: '100%' },
);
