import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useT } from '../../../.storybook/i18n';
import { themeNames } from '../theme';
import { ThemeToggle, type ThemeToggleProps } from './ThemeToggle';

type Args = Omit<ThemeToggleProps, 'label'>;

function LabelledThemeToggle(args: Args) {
  const t = useT('header');
  return <ThemeToggle {...args} label={t('theme.dark')} />;
}

const meta = {
  title: 'Components/ThemeToggle',
  component: LabelledThemeToggle,
  argTypes: { theme: { control: 'inline-radio', options: themeNames } },
  args: { theme: 'dark', onToggle: fn() },
} satisfies Meta<typeof LabelledThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledWith('light');
  },
};

export const Light: Story = {
  args: { theme: 'light' },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenCalledWith('dark');
  },
};
