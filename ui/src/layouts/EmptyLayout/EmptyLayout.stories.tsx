import type { StoryObj } from '@storybook/react-vite';
import { fullscreen, type KitMeta, playground } from '../../../../.storybook/docs';
import { statesOf } from '../../../../.storybook/grid';
import { useT } from '../../../../.storybook/i18n';
import { Button } from '../../Button';
import { Logo } from '../../Logo';
import { phoneViewport, useLocalePath } from '../Page/storyChrome';
import { EmptyLayout } from './EmptyLayout';

function SingleSignOnPage() {
  const header = useT('header');
  const localePath = useLocalePath();
  return (
    <EmptyLayout>
      <h1>
        <Logo name={header('logo.brand')} />
      </h1>
      <Button href={localePath('/auth/sign-in/')}>{header('account.signIn')}</Button>
    </EmptyLayout>
  );
}

const meta = { title: 'Layouts/EmptyLayout', component: EmptyLayout, ...fullscreen(SingleSignOnPage) } satisfies KitMeta<typeof SingleSignOnPage>;

export default meta;
type Story = StoryObj<typeof SingleSignOnPage>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const Desktop: Story = {};

export const Phone: Story = { globals: phoneViewport };

/** The page at rest, as a designer compares it with the mock-up. */
export const States: Story = statesOf(meta, { Desktop }, { cellWidth: '100%' });
