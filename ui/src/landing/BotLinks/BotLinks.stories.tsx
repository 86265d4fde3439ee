import type { StoryObj } from '@storybook/react-vite';
import type { KitMeta } from '../../../../.storybook/docs';
import { expect, within } from 'storybook/test';
import { useBotLinksCopy } from '../shared/storyCopy';
import { BotLinks, botKinds, type BotKind } from './BotLinks';

interface Args {
  bots: BotKind[];
}

function BotLinksStory({ bots }: Args) {
  const copy = useBotLinksCopy();
  return <BotLinks {...copy} bots={copy.bots.filter((bot) => bots.includes(bot.kind))} />;
}

const meta = {
  title: 'Landing/BotLinks',
  component: BotLinks,
  render: (args) => <BotLinksStory {...args} />,
  args: { bots: [...botKinds] },
  argTypes: { bots: { control: 'inline-check', options: botKinds } },
  parameters: { layout: 'fullscreen' },
} satisfies KitMeta<typeof BotLinksStory>;

export default meta;
type Story = StoryObj<typeof BotLinksStory>;

/** Every prop on the Controls panel, starting from the component's first state below. */
export const Playground: Story = { tags: ['playground'] };

export const BothBots: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(2);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};

export const TelegramOnly: Story = { args: { bots: ['telegram'] } };

/** 320 px wide: the cards stack and long labels wrap inside their buttons. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
