import type { StoryObj } from '@storybook/react-vite';
import type { KitMeta } from '../../../../.storybook/docs';
import { expect, within } from 'storybook/test';
import { useGameFeaturesCopy } from '../shared/storyCopy';
import { GameFeatures } from './GameFeatures';

interface Args {
  games: 'both' | 'shooter' | 'strategy';
  withLead: boolean;
}

function GameFeaturesStory({ games, withLead }: Args) {
  const copy = useGameFeaturesCopy();
  return (
    <GameFeatures
      {...copy}
      lead={withLead ? copy.lead : undefined}
      games={games === 'both' ? copy.games : copy.games.filter((game) => game.id === games)}
    />
  );
}

const meta = {
  title: 'Landing/GameFeatures',
  component: GameFeatures,
  render: (args) => <GameFeaturesStory {...args} />,
  args: { games: 'both', withLead: true },
  argTypes: { games: { control: 'inline-radio', options: ['both', 'shooter', 'strategy'] } },
  parameters: { layout: 'fullscreen' },
} satisfies KitMeta<typeof GameFeaturesStory>;

export default meta;
type Story = StoryObj<typeof GameFeaturesStory>;

/** Every prop on the Controls panel, starting from the component's first state below. */
export const Playground: Story = { tags: ['playground'] };

export const BothGames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
  },
};

export const OneGame: Story = { args: { games: 'shooter' } };

export const WithoutLead: Story = { args: { withLead: false } };

/** 320 px wide: one column. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
