import { useTranslation } from 'react-i18next';
import { Footer } from '@chameleon/ui';
import { RouterLink } from '../i18n/LocalizedLink';
import { useLocale } from '../i18n/useLocale';

export function SiteFooter() {
  const { t } = useTranslation('footer');
  const { t: tHeader } = useTranslation('header');
  const { t: tLinks } = useTranslation('links');
  const { t: tMain } = useTranslation('main');
  const { path } = useLocale();
  const year = new Date().getFullYear();

  return (
    <Footer
      linkAs={RouterLink}
      navigation={{
        label: t('nav.label'),
        links: [
          { id: 'home', label: tHeader('menu.home'), href: path('/') },
          { id: 'profile', label: tHeader('profileNav.profile'), href: path('/profile/') },
          { id: 'support', label: tHeader('menu.support'), href: tLinks('support'), external: true },
        ],
      }}
      documents={{
        label: t('documents.label'),
        links: [
          { id: 'terms', label: t('documents.terms'), href: tLinks('terms') },
          { id: 'privacy', label: t('documents.privacy'), href: tLinks('privacy') },
          { id: 'dataProcessing', label: t('documents.dataProcessing'), href: tLinks('dataProcessing') },
        ],
      }}
      cancelSubscription={{ text: t('cancel.text'), label: t('cancel.link'), href: tLinks('cancelSubscription') }}
      copyright={t('copyright', { year })}
      newTabHint={tMain('link.newTab')}
    />
  );
}
