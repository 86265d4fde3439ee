import type { StoryObj } from '@storybook/react-vite';
import { radios } from '../../../.storybook/controls';
import { statesOf } from '../../../.storybook/grid';
import { atRest, playground, type KitMeta } from '../../../.storybook/docs';
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
  title: 'Chrome/ThemeToggle',
  component: ThemeToggle,
  render: (args) => <LabelledThemeToggle {...args} />,
  argTypes: radios({ theme: themeNames }),
  args: { theme: 'dark', onToggle: fn() },
  parameters: {
    keyboard: [
      { keys: 'Tab', does: 'Moves focus to the toggle.' },
      { keys: 'Enter / Space', does: 'Switches between the dark and the light theme.' },
    ],
  },
} satisfies KitMeta<typeof LabelledThemeToggle>;

export default meta;
type Story = StoryObj<typeof LabelledThemeToggle>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const DarkInteraction: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledWith('light');
  },
};

export const Dark: Story = atRest(DarkInteraction);

export const LightInteraction: Story = {
  tags: ['interaction', '!autodocs'],
  args: { theme: 'light' },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenCalledWith('dark');
  },
};

export const Light: Story = atRest(LightInteraction);

/** Both themes' toggle at rest, hovered, keyboard-focused and pressed. */
export const States: Story = statesOf(meta, { Dark, Light }, { hover: ['button'], focus: ['button'], pressed: ['button'] });
