import type { StoryObj } from '@storybook/react-vite';
import { responsive } from '../../../../.storybook/modes';
import type { KitMeta } from '../../../../.storybook/docs';
import { expect, within } from 'storybook/test';
import { storyUrls, useSupportContactCopy } from '../shared/storyCopy';
import { SupportContact } from './SupportContact';

const channels = ['both', 'email', 'telegram'] as const;

interface Args {
  channels: (typeof channels)[number];
}

function SupportContactStory({ channels: shown }: Args) {
  const { email, telegram, ...copy } = useSupportContactCopy();
  if (shown === 'email') return <SupportContact {...copy} email={email} />;
  if (shown === 'telegram') return <SupportContact {...copy} telegram={telegram} />;
  return <SupportContact {...copy} email={email} telegram={telegram} />;
}

const meta = {
  title: 'Landing/SupportContact',
  component: SupportContact,
  render: (args) => <SupportContactStory {...args} />,
  args: { channels: 'both' },
  argTypes: { channels: { control: 'inline-radio', options: channels } },
  parameters: { layout: 'fullscreen' },
} satisfies KitMeta<typeof SupportContactStory>;

export default meta;
type Story = StoryObj<typeof SupportContactStory>;

/** Every prop on the Controls panel, starting from the component's first state below. */
export const Playground: Story = { tags: ['playground'] };

export const EmailAndTelegram: Story = {
  tags: ['responsive'],
  ...responsive,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: storyUrls.supportEmail })).toHaveAttribute('href', `mailto:${storyUrls.supportEmail}`);
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

export const EmailOnly: Story = { args: { channels: 'email' } };

export const TelegramOnly: Story = { args: { channels: 'telegram' } };
