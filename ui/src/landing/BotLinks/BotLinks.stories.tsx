import type { Meta, StoryObj } from '@storybook/react-vite';
import { fullscreen, playground } from '../../../../.storybook/docs';
import { statesOf } from '../../../../.storybook/grid';
import { expect, within } from 'storybook/test';
import { useBotLinksCopy } from '../shared/storyCopy';
import { BotLinks, type BotLinksProps, botKinds, type BotKind } from './BotLinks';

/** Story-only choices, passed in `render`: Controls lists only BotLinks's own props. */
interface Options {
  /** Which bots to list, by kind. */
  kinds?: BotKind[];
}

function BotLinksStory({ kinds = [...botKinds], ...args }: Partial<BotLinksProps> & Options) {
  const copy = useBotLinksCopy();
  return <BotLinks {...copy} bots={copy.bots.filter((bot) => kinds.includes(bot.kind))} {...args} />;
}

const meta = { title: 'Landing/BotLinks', component: BotLinks, ...fullscreen(BotLinksStory) } satisfies Meta<typeof BotLinks>;

export default meta;
type Story = StoryObj<typeof BotLinks>;

export const Playground: Story = { tags: ['playground'], ...playground };

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

export const TelegramOnly: Story = { render: (args) => <BotLinksStory {...args} kinds={['telegram']} /> };

/** 320 px wide: the cards stack and long labels wrap inside their buttons. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Both bots and one, stacked at full width. */
export const States: Story = statesOf(meta, { BothBots, TelegramOnly }, { cellWidth: '100%' });
