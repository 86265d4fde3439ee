import { useLocale, useT } from '../../../.storybook/i18n';
import type { Namespace } from '../../../locales/config';

type PluralKeys = Record<'one' | 'few' | 'many' | 'other', string>;

/**
 * Story support: a counted message in the story's language with real plural rules (the site
 * gets the same from i18next's `count`). Callers list each form's key as a literal, so the
 * catalogue check sees every one.
 */
export function usePluralLabel(ns: Namespace, keys: PluralKeys): (count: number) => string {
  const t = useT(ns);
  const plural = new Intl.PluralRules(useLocale());
  return (count) => {
    const form = plural.select(count);
    return t(form === 'one' || form === 'few' || form === 'many' ? keys[form] : keys.other, { count });
  };
}

/** "30 days" in the story's language. */
export function useDaysLabel(): (days: number) => string {
  return usePluralLabel('profile', { one: 'product.days_one', few: 'product.days_few', many: 'product.days_many', other: 'product.days_other' });
}
