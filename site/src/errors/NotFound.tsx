import { useTranslation } from 'react-i18next';
import { useMounted } from '../app/useMounted';
import type { Translate } from '../i18n/pageMessages';
import { useLocale } from '../i18n/useLocale';
import { usePageTitle } from '../navigation/pageAnnouncer';
import { ErrorScreen } from './ErrorScreen';

/** The 404's tab title, like every other page's: "Page not found — Chameleon". */
export function notFoundTitle(translate: Translate): string {
  return translate('main', 'meta.section.title', { section: translate('main', 'error.notFound.title') });
}

/**
 * The non-fatal 404: 'Page not found' plus the path. One static 404 page serves every unknown
 * path, so the path is filled in after mount (the line is already there, nothing moves).
 */
export function NotFound({ pathname }: { pathname: string }) {
  const { t } = useTranslation('main');
  const { path } = useLocale();
  const mounted = useMounted();
  usePageTitle(notFoundTitle((_ns, key, values = {}) => t(key, values)));
  return (
    <ErrorScreen
      translate={(_ns, key, values = {}) => t(key, values)}
      homeHref={path('/')}
      status={404}
      message={t('error.pageNotFound', { path: mounted ? pathname : '' })}
    />
  );
}
