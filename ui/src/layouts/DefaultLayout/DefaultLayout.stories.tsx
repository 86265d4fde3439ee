import type { StoryObj } from '@storybook/react-vite';
import { fullscreen, type KitMeta, playground } from '../../../../.storybook/docs';
import type { HeaderAccountKind } from '../../Header';
import { statesOf } from '../../../../.storybook/grid';
import { expect, userEvent, within } from 'storybook/test';
import { useT } from '../../../../.storybook/i18n';
import { FillerCard, FillerText, phoneViewport, usePageChrome } from '../Page/storyChrome';
import { DefaultLayout } from './DefaultLayout';

/** `account` is the header's action: sign in for a visitor, sign out for a signed-in user. */
function DocumentsPage({ account = 'signIn' }: { account?: HeaderAccountKind }) {
  const footer = useT('footer');
  return (
    <DefaultLayout {...usePageChrome({ account })}>
      <FillerCard heading={footer('documents.label')} level={1}>
        <FillerText>{footer('cancel.text')}</FillerText>
      </FillerCard>
    </DefaultLayout>
  );
}

const meta = { title: 'Layouts/DefaultLayout', component: DefaultLayout, ...fullscreen(DocumentsPage) } satisfies KitMeta<typeof DocumentsPage>;

export default meta;
type Story = StoryObj<typeof DocumentsPage>;

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
  { SignedOut: Desktop, SignedIn: { render: () => <DocumentsPage account="signOut" /> } },
  { cellWidth: '100%' },
);
