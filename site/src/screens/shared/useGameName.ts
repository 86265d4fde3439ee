import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { spec } from '@chameleon/contract';

/**
 * A game's name as the screens show it: the backend's name when it sends one (the spec names
 * only the cheat's id), otherwise a neutral "Game 2" (docs/decisions/0010-the-site-reads-the-spec.md).
 */
export function useGameName(): (cheat: Pick<spec.Cheat, 'id'> & { game?: string | null }) => string {
  const { t } = useTranslation('profile');
  return useCallback((cheat) => cheat.game ?? t('game.fallback', { id: cheat.id }), [t]);
}
