import type { Meta, StoryObj } from '@storybook/react-vite';
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

const meta = {
  title: 'Layouts/AuthLayout',
  component: SignInPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Phone: Story = { globals: phoneViewport };
