import type { StoryObj } from '@storybook/react-vite';
import { fullscreen, type KitMeta, playground } from '../../../../.storybook/docs';
import { statesOf } from '../../../../.storybook/grid';
import { useT } from '../../../../.storybook/i18n';
import { Button } from '../../Button';
import { PasswordField } from '../../PasswordField';
import { Stack } from '../../Stack';
import { TextField } from '../../TextField';
import { phoneViewport, StoryIntro, usePageChrome } from '../Page/storyChrome';
import { AuthLayout } from './AuthLayout';

/** The sign-in page's card: its title, lead, the two fields and the button, with the catalogue's words. */
function SignInPage() {
  const auth = useT('auth');
  return (
    <AuthLayout {...usePageChrome({ slim: true })}>
      <Stack space="lg">
        <StoryIntro title={auth('signIn.title')} lead={auth('signIn.lead')} />
        <TextField label={auth('login')} name="login" autoComplete="username" />
        <PasswordField label={auth('password')} name="password" autoComplete="current-password" showPasswordLabel={auth('passwordShow')} />
        <Button fullWidth>{auth('signIn.submit')}</Button>
      </Stack>
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
