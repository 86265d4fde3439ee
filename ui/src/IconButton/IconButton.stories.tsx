import type { StoryObj } from '@storybook/react-vite';
import { radios } from '../../../.storybook/controls';
import { statesOf } from '../../../.storybook/grid';
import { atRest, playground, type KitMeta } from '../../../.storybook/docs';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useT } from '../../../.storybook/i18n';
import { buttonSizes, buttonVariants } from '../Button';
import { IconButton, type IconButtonProps } from './IconButton';

type Args = Omit<IconButtonProps, 'label' | 'children'>;

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

function CloseIconButton(args: Args) {
  const t = useT('notifications');
  return (
    <IconButton {...args} label={t('toast.close')}>
      <CloseIcon />
    </IconButton>
  );
}

const meta = {
  title: 'Form controls/IconButton',
  component: IconButton,
  render: (args) => <CloseIconButton {...args} />,
  argTypes: {
    ...radios({ variant: buttonVariants, size: buttonSizes }),
    disabled: { control: 'boolean' },
  },
  args: { variant: 'ghost', size: 'md', disabled: false, onClick: fn() },
  parameters: {
    keyboard: [
      { keys: 'Tab', does: 'Moves focus to the button; its label is read, the icon is not.' },
      { keys: 'Enter / Space', does: 'Presses it.' },
    ],
  },
} satisfies KitMeta<typeof CloseIconButton>;

export default meta;
type Story = StoryObj<typeof CloseIconButton>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const GhostInteraction: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAccessibleName();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Ghost: Story = atRest(GhostInteraction);

export const Primary: Story = { args: { variant: 'primary' } };

export const Secondary: Story = { args: { variant: 'secondary' } };

export const Danger: Story = { args: { variant: 'danger' } };

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };

export const Disabled: Story = { args: { disabled: true } };

/** Every variant, size and state: at rest, hovered, keyboard-focused and pressed. */
export const States: Story = statesOf(
  meta,
  { Ghost, Primary, Secondary, Danger, Small, Large, Disabled },
  { hover: ['button'], focus: ['button'], pressed: ['button'], cellWidth: '6rem' },
);
