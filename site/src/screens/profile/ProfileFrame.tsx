import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ProfileLayout, ProfileNav } from '@chameleon/ui';
import { useStores } from '../../app/useRootStore';
import { SiteFooter } from '../../components/SiteFooter';
import { SiteHeader } from '../../components/SiteHeader';
import { RouterLink } from '../../i18n/LocalizedLink';
import { paymentPath } from '../../guards/paymentChoice';
import { useLocale } from '../../i18n/useLocale';
import * as styles from './ProfileFrame.css';

import type { ProfileSection } from './sections';

export type { ProfileSection };

/** The account area's layout: the site chrome and the section navigation. */
export const ProfileFrame = observer(function ProfileFrame({ current, children }: { current?: ProfileSection; children: ReactNode }) {
  const { t } = useTranslation('header');
  const { t: tMain } = useTranslation('main');
  const { t: tProfile } = useTranslation('profile');
  const { catalog } = useStores();
  const { path } = useLocale();
  const selected = catalog.selectedProduct;
  const items = [
    { id: 'home', label: t('profileNav.profile'), href: path('/profile/') },
    { id: 'subscription', label: t('menu.subscription'), href: path('/profile/subscription/') },
    { id: 'transactions', label: t('menu.transactions'), href: path('/profile/transactions/') },
    // Payment pays for a chosen product (has-active-product): reached from a subscription's Buy or Renew.
    ...(selected !== null
      ? [{ id: 'payment', label: t('profileNav.payment'), href: paymentPath(path, { cheatId: selected.cheat_id, days: selected.params.days }) }]
      : []),
    { id: 'settings', label: t('menu.settings'), href: path('/profile/settings/') },
    { id: 'logout', label: tProfile('logout'), href: path('/profile/logout/'), pinned: true },
  ].map((item) => ({ ...item, current: item.id === current }));
  return (
    <div className={styles.frame}>
      <ProfileLayout
      skipLinkLabel={tMain('skipToContent')}
      header={<SiteHeader />}
      nav={<ProfileNav label={t('profileNav.label')} items={items} linkAs={RouterLink} />}
      footer={<SiteFooter />}
    >
        {children}
      </ProfileLayout>
    </div>
  );
});
