import type { StoryObj } from '@storybook/react-vite';
import { radios, spaceSelect } from '../../../.storybook/controls';
import { playground, type KitMeta } from '../../../.storybook/docs';
import { expect, within } from 'storybook/test';
import { useT } from '../../../.storybook/i18n';
import { responsive } from '../../../.storybook/modes';
import { Button } from '../Button';
import { Text } from '../Text';
import { Inline, inlineAlignments, inlineVerticalAlignments, type InlineProps } from './Inline';

type Args = Pick<InlineProps, 'space' | 'align' | 'alignY' | 'collapseBelow'>;

function InstallActions(args: Args) {
  const t = useT('profile');
  const tMain = useT('main');
  return (
    <Inline {...args}>
      <Button>{tMain('downloadLauncher')}</Button>
      <Button variant="secondary">{t('home.manageSubscription')}</Button>
      <Text as="span" size="sm" tone="muted">
        {t('home.install.version', { version: '2.4.1' })}
      </Text>
    </Inline>
  );
}

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  render: (args) => <InstallActions {...args} />,
  argTypes: {
    space: spaceSelect,
    ...radios({ align: inlineAlignments, alignY: inlineVerticalAlignments, collapseBelow: [undefined, 'tablet', 'desktop'] }),
  },
  args: { space: 'sm', alignY: 'center' },
} satisfies KitMeta<typeof InstallActions>;

export default meta;
type Story = StoryObj<typeof InstallActions>;

export const Playground: Story = { tags: ['playground'], ...playground };

/** Actions and a note, centred across the row (the profile's install card). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(2);
  },
};

/** Pushed apart along the row, as a card's title and its badge are. */
export const SpaceBetween: Story = { args: { align: 'spaceBetween' } };

/** A column on phones, a row from tablets; shown at a phone's width and a desktop's. */
export const CollapseBelowTablet: Story = {
  tags: ['responsive'],
  ...responsive,
  args: { collapseBelow: 'tablet', alignY: 'start' },
};
