import type { StoryObj } from '@storybook/react-vite';
import { usage, type KitMeta } from '../../../.storybook/docs';
import { expect, within } from 'storybook/test';
import { useT } from '../../../.storybook/i18n';
import { responsive } from '../../../.storybook/modes';
import { Text } from '../Text';
import { vars } from '../theme';
import { Box, type BoxProps } from './Box';
import { surface } from './Box.stories.css';

type Args = Pick<BoxProps, 'display' | 'flexDirection' | 'alignItems' | 'justifyContent' | 'gap'>;
const spaces = Object.keys(vars.space).filter((step) => step !== 'none');

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
          use: 'for one element that needs layout from the scale (`display`, direction, gap, alignment) without a `.css.ts` of its own; `as` picks the element. It resolves its classes at run time, so it costs the sprinkles runtime (about 1 KB): pages use Stack and Inline, which resolve theirs at build time.',
          instead: 'Stack or Inline for spacing children (they say what they do, and cost no runtime); a `.css.ts` style for anything beyond layout (padding, colour, border, shadow).',
          avoid: 'pass raw lengths or colours (only the theme\'s steps exist), or wrap a component in a Box only to space it from its neighbours (the parent Stack does that).',
        }),
      },
    },
  },
  component: Box,
  render: (args) => <Notice {...args} />,
  argTypes: {
    gap: { control: 'select', options: spaces },
    display: { control: 'inline-radio', options: ['block', 'flex'] },
    flexDirection: { control: 'inline-radio', options: ['row', 'column'] },
    alignItems: { control: 'inline-radio', options: [undefined, 'start', 'center', 'end', 'baseline'] },
    justifyContent: { control: 'inline-radio', options: [undefined, 'center', 'end', 'spaceBetween'] },
  },
  args: { display: 'block' },
} satisfies KitMeta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof Notice>;

/** Every prop on the Controls panel. */
export const Playground: Story = { tags: ['playground'] };

/** A block: a title over a note, with no layout of its own. */
export const Block: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAccessibleName();
  },
};

/** The same content as a centred flex column with a gap from the scale. */
export const FlexColumn: Story = { args: { display: 'flex', flexDirection: 'column', gap: 'xs', alignItems: 'center' } };

/** A column on phones, a row from tablets: the one property that follows the theme's breakpoints. */
export const Responsive: Story = {
  tags: ['responsive'],
  ...responsive,
  args: { display: 'flex', flexDirection: { mobile: 'column', tablet: 'row' }, gap: 'md' },
};
