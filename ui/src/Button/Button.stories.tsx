import type { StoryObj } from '@storybook/react-vite';
import { radios } from '../../../.storybook/controls';
import { atRest, type KitMeta } from '../../../.storybook/docs';
import type { AnchorHTMLAttributes } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { stressText, useLocale, useT, withMessage } from '../../../.storybook/i18n';
import { responsive } from '../../../.storybook/modes';
import { statesOf } from '../../../.storybook/grid';
import { expectNoOverflow } from '../../../.storybook/stress';
import { DoDont } from '../../../.storybook/doDont';
import { Button, buttonSizes, buttonVariants, type NativeButtonProps } from './Button';

type Args = Omit<NativeButtonProps, 'children'>;

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const SignInButton = withMessage<Args>(Button, 'auth', 'signIn.submit');
const SignUpButton = withMessage<Args>(Button, 'auth', 'signUp.submit');
const CloseButton = withMessage<Args>(Button, 'notifications', 'toast.close');
const LogoutButton = withMessage<Args>(Button, 'profile', 'logout');

function DownloadButton(args: Args) {
  const t = useT('main');
  return (
    <Button {...args} icon={<DownloadIcon />}>
      {t('downloadLauncher')}
    </Button>
  );
}

function DownloadLink({ variant, size }: Args) {
  const t = useT('main');
  return (
    <Button href="#download" variant={variant} size={size} icon={<DownloadIcon />}>
      {t('downloadLauncher')}
    </Button>
  );
}

function RouterLink({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

function ProfileLink({ variant, size }: Args) {
  const t = useT('auth');
  return (
    <Button linkAs={RouterLink} to="#sign-up" variant={variant} size={size}>
      {t('signUp.title')}
    </Button>
  );
}

function StressButtons(args: Args) {
  const { longest, unbroken } = stressText(useLocale());
  return (
    <div style={{ display: 'grid', gap: '0.75rem', maxWidth: '40rem' }}>
      <Button {...args}>{longest}</Button>
      <Button {...args} variant="secondary">
        {unbroken}
      </Button>
    </div>
  );
}

const meta = {
  title: 'Form controls/Button',
  component: Button,
  render: (args) => <SignInButton {...args} />,
  argTypes: {
    ...radios({ variant: buttonVariants, size: buttonSizes }),
    loading: { control: 'boolean' },
    disabled: { control: 'boolean' },
    fullWidth: { control: 'boolean' },
    // The docs table reads the first overload (a native button), where these two are `never`.
    linkAs: { control: false, table: { type: { summary: 'ElementType' }, defaultValue: { summary: 'a native <button>' } } },
    href: { control: false, table: { type: { summary: 'string' }, defaultValue: { summary: 'a native <button>' } } },
  },
  args: { variant: 'primary', size: 'md', loading: false, disabled: false, fullWidth: false, onClick: fn() },
  parameters: {
    keyboard: [
      { keys: 'Tab', does: 'Moves focus to the button (a disabled one is skipped; a loading one keeps focus).' },
      { keys: 'Enter', does: "Presses it; on a link with a button's look, follows the link." },
      { keys: 'Space', does: 'Presses it (a native button).' },
    ],
  },
} satisfies KitMeta<typeof SignInButton>;

export default meta;
type Story = StoryObj<typeof SignInButton>;

/** Every prop on the Controls panel; the label is the sign-in form's. */
export const Playground: Story = { tags: ['playground'] };

export const Primary: Story = {};

/** The misuse most often seen: two primary buttons fighting for the same screen. */
export const DoAndDont: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <DoDont
      do={{
        caption: 'one primary action per screen; the others secondary.',
        node: (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
            <SignInButton />
            <SignUpButton variant="secondary" />
          </div>
        ),
      }}
      dont={{
        caption: 'two primary buttons side by side: neither reads as the main action.',
        node: (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
            <SignInButton />
            <SignUpButton />
          </div>
        ),
      }}
    />
  ),
};

/**
 * The catalogue's longest German message and an unbroken word at a phone's width: the
 * label wraps inside a full-width button instead of overflowing the screen.
 */
export const Stress: Story = {
  tags: ['responsive'],
  ...responsive,
  args: { fullWidth: true },
  render: (args) => <StressButtons {...args} />,
};

export const ClickCallsOnClick: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' }, render: (args) => <SignUpButton {...args} /> };

export const Ghost: Story = { args: { variant: 'ghost' }, render: (args) => <CloseButton {...args} /> };

export const Danger: Story = { args: { variant: 'danger' }, render: (args) => <LogoutButton {...args} /> };

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };

export const LoadingInteraction: Story = {
  tags: ['interaction', '!autodocs'],
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = atRest(LoadingInteraction);

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

export const FullWidth: Story = { args: { fullWidth: true } };

export const WithIcon: Story = { render: (args) => <DownloadButton {...args} /> };

export const AsAnchor: Story = {
  render: (args) => <DownloadLink {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '#download');
  },
};

export const AsLinkComponent: Story = {
  args: { variant: 'secondary' },
  render: (args) => <ProfileLink {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '#sign-up');
  },
};

/**
 * The four variants with their German labels in the grid's narrow cells: a label longer than
 * its cell wraps inside its own button instead of running into the next one.
 */
export const VariantsInGerman: Story = {
  ...statesOf(meta, { Primary, Secondary, Ghost, Danger }),
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => expectNoOverflow(canvasElement),
};

/**
 * Every variant, size and state side by side: at rest, then hovered, keyboard-focused and
 * pressed (storybook-addon-pseudo-states), the grid a designer compares against the mock-ups.
 */
export const States: Story = statesOf(
  meta,
  { Primary, Secondary, Ghost, Danger, Small, Large, Loading, Disabled, WithIcon },
  { hover: ['button'], focus: ['button'], pressed: ['button'] },
);
