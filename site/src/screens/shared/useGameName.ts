import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { spec } from '@chameleon/contract';

/** The genres the messages name; a backend's other genre is left out of the name. */
const genreKeys: Record<string, string> = { shooter: 'game.genre.shooter', strategy: 'game.genre.strategy' };

/**
 * A game's one name, as the landing and every screen show it: the catalogue's name with its
 * genre, "Siege Line (shooter)" (`tMain` translates the `main` namespace).
 */
export function nameWithGenre(tMain: TFunction, game: string, genre: string | null | undefined): string {
  const genreKey = genre == null ? undefined : genreKeys[genre];
  return genreKey === undefined ? game : tMain('game.named', { game, genre: tMain(genreKey) });
}

/**
 * A game's name in the account: `nameWithGenre`, or without a name from the backend (the spec
 * names only the cheat's id) a neutral "Game 2" (docs/decisions/0010-the-site-reads-the-spec.md).
 */
export function useGameName(): (cheat: Pick<spec.Cheat, 'id'> & { game?: string | null; genre?: string | null }) => string {
  const { t } = useTranslation('profile');
  const { t: tMain } = useTranslation('main');
  return useCallback((cheat) => nameWithGenre(tMain, cheat.game ?? t('game.fallback', { id: cheat.id }), cheat.genre), [t, tMain]);
}
