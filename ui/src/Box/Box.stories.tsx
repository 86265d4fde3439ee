import type { StoryObj } from '@storybook/react-vite';
import { usage, type KitMeta } from '../../../.storybook/docs';
import { expect, within } from 'storybook/test';
import { useT } from '../../../.storybook/i18n';
import { Text } from '../Text';
import { vars } from '../theme';
import { Box, type BoxProps } from './Box';
import { surface } from './Box.stories.css';

type Args = Pick<BoxProps, 'padding' | 'display' | 'flexDirection' | 'alignItems' | 'justifyContent' | 'gap'>;
const spaces = Object.keys(vars.space);

function Notice(args: Args) {
  const t = useT('profile');
  return (
    <Box {...args} as="section" aria-label={t('home.install.title')} className={surface}>
      <Text weight="bold">{t('home.install.title')}</Text>
      <Text size="sm" tone="muted">
        {t('home.install.text')}
      </Text>
    </Box>
  );
}

const meta = {
  title: 'Layout/Box',
  parameters: {
    docs: {
      description: {
        component: usage({
          use: 'for one element that needs layout from the scale (padding, gap, alignment, `display`) without a `.css.ts` of its own; `as` picks the element.',
          instead: 'Stack or Inline for spacing children (they say what they do); a `.css.ts` style for anything beyond layout (colour, border, shadow).',
          avoid: 'pass raw lengths or colours (only the theme\'s steps exist), or wrap a component in a Box only to space it from its neighbours (the parent Stack does that).',
        }),
      },
    },
  },
  component: Box,
  render: (args) => <Notice {...args} />,
  argTypes: {
    padding: { control: 'select', options: spaces },
    gap: { control: 'select', options: spaces },
    display: { control: 'inline-radio', options: ['block', 'flex'] },
    alignItems: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch'] },
    justifyContent: { control: 'inline-radio', options: ['start', 'center', 'end', 'spaceBetween'] },
  },
  args: { padding: 'lg', display: 'block' },
} satisfies KitMeta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof Notice>;

/** Every prop on the Controls panel. */
export const Playground: Story = { tags: ['playground'] };

/** Padding from the scale around a title and a note. */
export const Padded: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAccessibleName();
  },
};

/** The same content as a flex column with a gap, centred. */
export const FlexColumn: Story = {
  args: { display: 'flex', flexDirection: 'column', gap: 'xs', alignItems: 'center', padding: 'xl' },
  render: (args) => <Notice {...args} />,
};
