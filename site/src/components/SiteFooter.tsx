import { useTranslation } from 'react-i18next';
import { Footer } from '@chameleon/ui';
import { RouterLink } from '../i18n/LocalizedLink';
import { StaticHtml } from './StaticHtml';
import { useLocale } from '../i18n/useLocale';
import { footerContent } from '../../../locales/kitLabels';

export function SiteFooter() {
  const { t: footer } = useTranslation('footer');
  const { t: header } = useTranslation('header');
  const { t: links } = useTranslation('links');
  const { t: main } = useTranslation('main');
  const { path } = useLocale();
  const year = new Date().getFullYear();

  // Nothing in the footer reacts to anything but the year: hydration keeps its HTML.
  return (
    <StaticHtml id="site-footer" deps={[year]}>
      {() => <Footer linkAs={RouterLink} {...footerContent({ header, footer, links, main }, path, year)} />}
    </StaticHtml>
  );
}
