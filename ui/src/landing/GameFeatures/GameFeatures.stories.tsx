import type { Meta, StoryObj } from '@storybook/react-vite';
import { fullscreen, playground } from '../../../../.storybook/docs';
import { statesOf } from '../../../../.storybook/grid';
import { expect, within } from 'storybook/test';
import { useGameFeaturesCopy } from '../shared/storyCopy';
import { GameFeatures, type GameFeaturesProps } from './GameFeatures';

/** Story-only choices, passed in `render`: Controls lists only GameFeatures's own props. */
interface Options {
  /** Both games, or only one of them. */
  only?: 'shooter' | 'strategy';
  withLead?: boolean;
  /** The catalogue's prices: loaded, still loading, or none known (the default). */
  prices?: 'loaded' | 'loading';
}

function GameFeaturesStory({ only, withLead = true, prices, ...args }: Partial<GameFeaturesProps> & Options) {
  const copy = useGameFeaturesCopy(prices);
  return (
    <GameFeatures
      {...copy}
      lead={withLead ? copy.lead : undefined}
      games={only ? copy.games.filter((game) => game.id === only) : copy.games}
      {...args}
    />
  );
}

const meta = { title: 'Landing/GameFeatures', component: GameFeatures, ...fullscreen(GameFeaturesStory) } satisfies Meta<typeof GameFeatures>;

export default meta;
type Story = StoryObj<typeof GameFeatures>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const BothGames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
  },
};

export const OneGame: Story = { render: (args) => <GameFeaturesStory {...args} only={'shooter'} /> };

export const WithoutLead: Story = { render: (args) => <GameFeaturesStory {...args} withLead={false} /> };

/** Each game's periods and prices from the catalogue, in the page's language and the visitor's currency. */
export const WithPrices: Story = {
  tags: ['responsive'],
  render: (args) => <GameFeaturesStory {...args} prices="loaded" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group')).toHaveLength(2);
    await expect(canvas.getAllByRole('term')).toHaveLength(6);
  },
};

/** While the catalogue loads: the rows keep their room, so the page below does not move. */
export const PricesLoading: Story = { render: (args) => <GameFeaturesStory {...args} prices="loading" /> };

/** 320 px wide: one column. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Both games, one game and no lead, stacked at full width. */
export const States: Story = statesOf(meta, { BothGames, OneGame, WithoutLead }, { cellWidth: '100%' });
