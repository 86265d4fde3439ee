import { useTranslation } from 'react-i18next';
import { Footer } from '@chameleon/ui';
import { RouterLink } from '../i18n/LocalizedLink';
import { useLocale } from '../i18n/useLocale';
import { footerContent } from '../../../locales/kitLabels';

export function SiteFooter() {
  const { t: footer } = useTranslation('footer');
  const { t: header } = useTranslation('header');
  const { t: links } = useTranslation('links');
  const { t: main } = useTranslation('main');
  const { path } = useLocale();
  const year = new Date().getFullYear();

  return (
    <Footer linkAs={RouterLink} {...footerContent({ header, footer, links, main }, path, year)} />
  );
}
