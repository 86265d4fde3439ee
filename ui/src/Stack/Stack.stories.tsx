import type { StoryObj } from '@storybook/react-vite';
import { radios, spaceSelect } from '../../../.storybook/controls';
import { playground, type KitMeta } from '../../../.storybook/docs';
import { expect, within } from 'storybook/test';
import { useT } from '../../../.storybook/i18n';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { Stack, stackAlignments, type StackProps } from './Stack';

type Args = Pick<StackProps, 'space' | 'align'>;

function ProfileIntro(args: Args) {
  const t = useT('profile');
  return (
    <Stack {...args}>
      <Heading level={1}>{t('subscription.title')}</Heading>
      <Text size="sm" tone="muted">
        {t('subscription.lead')}
      </Text>
      <div>
        <Button variant="secondary">{t('subscription.buy')}</Button>
      </div>
    </Stack>
  );
}

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  render: (args) => <ProfileIntro {...args} />,
  argTypes: {
    space: spaceSelect,
    ...radios({ align: stackAlignments }),
  },
  args: { space: 'xs', align: 'stretch' },
} satisfies KitMeta<typeof ProfileIntro>;

export default meta;
type Story = StoryObj<typeof ProfileIntro>;

export const Playground: Story = { tags: ['playground'], ...playground };

/** A screen's heading block: title, lead and an action. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** Centred children and text, as an empty or failed state lays itself out. */
export const Centred: Story = { args: { align: 'center', space: 'md' } };

/** The largest step of the scale. */
export const Roomy: Story = { args: { space: 'xl' } };
