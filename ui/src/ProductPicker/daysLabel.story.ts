import { useLocale, useT } from '../../../.storybook/i18n';

/**
 * Story support: "30 days" in the story's language with real plural rules (the site gets
 * the same from i18next's `count`). Each key stays a literal so the catalogue check sees it.
 */
export function useDaysLabel(): (days: number) => string {
  const t = useT('profile');
  const plural = new Intl.PluralRules(useLocale());
  return (count) => {
    switch (plural.select(count)) {
      case 'one':
        return t('product.days_one', { count });
      case 'few':
        return t('product.days_few', { count });
      case 'many':
        return t('product.days_many', { count });
      default:
        return t('product.days_other', { count });
    }
  };
}
