import type { StoryObj } from '@storybook/react-vite';
import { spaceSelect } from '../../../.storybook/controls';
import { playground, type KitMeta } from '../../../.storybook/docs';
import { expect, within } from 'storybook/test';
import { useT } from '../../../.storybook/i18n';
import { responsive } from '../../../.storybook/modes';
import { Text } from '../Text';
import { Box, type BoxProps } from './Box';
import { surface } from './Box.stories.css';

type Args = Pick<BoxProps, 'display' | 'flexDirection' | 'alignItems' | 'justifyContent' | 'gap'>;

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
  component: Box,
  render: (args) => <Notice {...args} />,
  argTypes: {
    gap: spaceSelect,
    display: { control: 'inline-radio', options: ['block', 'flex'] },
    flexDirection: { control: 'inline-radio', options: ['row', 'column'] },
    alignItems: { control: 'inline-radio', options: [undefined, 'start', 'center', 'end', 'baseline'] },
    justifyContent: { control: 'inline-radio', options: [undefined, 'center', 'end', 'spaceBetween'] },
  },
  args: { display: 'block' },
} satisfies KitMeta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof Notice>;

export const Playground: Story = { tags: ['playground'], ...playground };

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
