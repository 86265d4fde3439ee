import type { Meta, StoryObj } from '@storybook/react-vite';
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
  title: 'Components/IconButton',
  component: CloseIconButton,
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    disabled: { control: 'boolean' },
  },
  args: { variant: 'ghost', size: 'md', disabled: false, onClick: fn() },
} satisfies Meta<typeof CloseIconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAccessibleName();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = { args: { variant: 'primary' } };

export const Secondary: Story = { args: { variant: 'secondary' } };

export const Danger: Story = { args: { variant: 'danger' } };

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };

export const Disabled: Story = { args: { disabled: true } };
