import type { Meta, StoryObj } from '@storybook/react-vite';
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
  component: BotLinksStory,
  args: { bots: [...botKinds] },
  argTypes: { bots: { control: 'inline-check', options: botKinds } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BotLinksStory>;

export default meta;
type Story = StoryObj<typeof meta>;

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
