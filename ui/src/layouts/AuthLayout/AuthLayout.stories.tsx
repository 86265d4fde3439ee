import type { StoryObj } from '@storybook/react-vite';
import { fullscreen, type KitMeta, playground } from '../../../../.storybook/docs';
import { statesOf } from '../../../../.storybook/grid';
import { useT } from '../../../../.storybook/i18n';
import { Button } from '../../Button';
import { FillerText, phoneViewport, usePageChrome } from '../Page/storyChrome';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthLayout.stories.css';

function SignInPage() {
  const header = useT('header');
  const footer = useT('footer');
  return (
    <AuthLayout {...usePageChrome({ slim: true })}>
      <h1 className={styles.heading}>{header('account.signIn')}</h1>
      <FillerText>{footer('cancel.text')}</FillerText>
      <Button fullWidth>{header('account.signIn')}</Button>
    </AuthLayout>
  );
}

const meta = { title: 'Layouts/AuthLayout', component: AuthLayout, ...fullscreen(SignInPage) } satisfies KitMeta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof SignInPage>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const Desktop: Story = {};

export const Phone: Story = { globals: phoneViewport };

/** The page at rest, as a designer compares it with the mock-up; the header and footer grids show their links' states. */
export const States: Story = statesOf(meta, { Desktop }, { cellWidth: '100%' });
