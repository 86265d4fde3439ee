
/** The two games as the site names them: the catalogue's name with its genre. */
export function useGameNames(): { shooter: string; strategy: string } {
  const main = useT('main');
  return {
    shooter: main('game.named', { game: 'Siege Line', genre: main('game.genre.shooter') }),
    strategy: main('game.named', { game: 'Ancients Arena', genre: main('game.genre.strategy') }),
  };
}
