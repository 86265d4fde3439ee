import { render, screen, within } from '@testing-library/react';
import { GameFeatures } from './GameFeatures';
import { GamePriceList } from './GamePriceList';

const games = [
  { id: 'shooter', name: 'Shooter', tagline: 'Weapons in any finish.', features: ['Any skin on any weapon', 'Knives and gloves', 'Saved loadouts'] },
  { id: 'strategy', name: 'Strategy game', tagline: 'Heroes in a fresh look.', features: ['Hero skins', 'Ability effects'] },
];

describe('GameFeatures', () => {
  it('titles the section with a level 2 heading', () => {
    render(<GameFeatures heading="What Chameleon does" games={games} />);
    expect(screen.getByRole('heading', { level: 2, name: 'What Chameleon does' })).toBeInTheDocument();
  });

  it('heads each game with a level 3 heading, in the given order', () => {
    render(<GameFeatures heading="What Chameleon does" games={games} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Shooter', 'Strategy game']);
  });

  it.each(games)('lists the features of $name under its own heading', (game) => {
    render(<GameFeatures heading="What Chameleon does" games={games} />);
    const section = screen.getByRole('article', { name: game.name });
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(game.features);
  });

  it('shows each game tagline', () => {
    render(<GameFeatures heading="What Chameleon does" games={games} />);
    expect(within(screen.getByRole('article', { name: 'Shooter' })).getByText('Weapons in any finish.')).toBeInTheDocument();
  });

  it('shows the lead when given', () => {
    render(<GameFeatures heading="What Chameleon does" lead="Every feature is included." games={games} />);
    expect(screen.getByText('Every feature is included.')).toBeInTheDocument();
  });

  it('passes an id through for in-page links', () => {
    render(<GameFeatures id="features" heading="What Chameleon does" games={games} />);
    expect(screen.getByRole('region', { name: 'What Chameleon does' })).toHaveAttribute('id', 'features');
  });

  it('lists each period with its price, named by the label', () => {
    const rows = [
      { period: '7 days', price: '$4.99' },
      { period: '30 days', price: '$14.99' },
    ];
    render(<GameFeatures heading="What Chameleon does" games={[{ ...games[0]!, prices: <GamePriceList label="Prices" rows={rows} /> }]} />);
    const list = screen.getByRole('group', { name: 'Prices' });
    expect(within(list).getAllByRole('term').map((term) => term.textContent)).toEqual(['7 days', '30 days']);
    expect(within(list).getAllByRole('definition').map((price) => price.textContent)).toEqual(['$4.99', '$14.99']);
  });

  it('keeps room for the rows while the prices load, hidden from assistive technology', () => {
    const { container } = render(<GameFeatures heading="What Chameleon does" games={[{ ...games[0]!, prices: <GamePriceList label="Prices" rows={null} /> }]} />);
    expect(screen.getByRole('group', { name: 'Prices' })).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('[aria-busy="true"] > div')).toBeInTheDocument();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });

  it('draws no price list where no prices are known', () => {
    render(<GameFeatures heading="What Chameleon does" games={games} />);
    expect(screen.queryByText('Prices')).not.toBeInTheDocument();
  });
});
