import type { ReactNode } from 'react';
import { useLocation } from '@gatsbyjs/reach-router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ProfileLayout, ProfileNav } from '@chameleon/ui';
import { useMounted } from '../../app/useMounted';
import { SiteFooter } from '../../components/SiteFooter';
import { SiteHeader } from '../../components/SiteHeader';
import { RouterLink } from '../../i18n/LocalizedLink';
import { paymentPath } from '../../guards/paymentChoice';
import { useLocale } from '../../i18n/useLocale';
import type { RootStore } from '../../stores';
import * as styles from './ProfileFrame.css';

import type { ProfileSection } from './sections';
import { profileNavItems } from '../../../../locales/accountLabels';

export type { ProfileSection };

interface ProfileFrameProps {
  current?: ProfileSection;
  /**
   * The session and the chosen product, once the stores are there. The static page's frame has
   * none (AccountSection): it is the same element after they arrive, so focus and scroll stay.
   */
  stores?: RootStore;
  children: ReactNode;
}

/** The account area's layout: the site chrome and the section navigation. */
export const ProfileFrame = observer(function ProfileFrame({ current, stores, children }: ProfileFrameProps) {
  const { t } = useTranslation('header');
  const { t: tMain } = useTranslation('main');
  const { t: tProfile } = useTranslation('profile');
  const { path } = useLocale();
  const { search } = useLocation();
  const mounted = useMounted();
  // The account frame is painted only for a token cookie (the head script sends anyone else to
  // sign-in first), and the token is known long before its user is restored: the header offers
  // sign-out from the first paint instead of saying "Sign in" until the restore. Without a token
  // (a visitor who came in-app, a refused token) it says "Sign in" while the guard sends them on.
  // The frame without stores is the static page's, which only a token holder sees.
  const signedIn = !mounted || stores === undefined || stores.session.token !== null;
  const selected = stores?.catalog.selectedProduct ?? null;
  // The payment section has its tab from its first render (its address names the product), not
  // only once the catalog follows the address with the data: inserted then, the tab would push
  // the tabs after it aside (profile payment CLS). The static page's address is the build's: no query.
  const paymentHref =
    selected !== null
      ? paymentPath(path, { cheatId: selected.cheat_id, days: selected.params.days })
      : current === 'payment'
        ? `${path('/profile/payment/')}${stores === undefined ? '' : search}`
        : null;
  // Payment pays for a chosen product (has-active-product): reached from a subscription's Buy or Renew.
  const items = profileNavItems({ header: t, profile: tProfile }, path, paymentHref === null ? null : { href: paymentHref }).map((item) => ({
    ...item,
    current: item.id === current,
  }));
  return (
    <div className={styles.frame}>
      <ProfileLayout
      skipLinkLabel={tMain('skipToContent')}
      header={<SiteHeader signedIn={signedIn} />}
      nav={<ProfileNav label={t('profileNav.label')} items={items} linkAs={RouterLink} />}
      footer={<SiteFooter />}
    >
        {children}
      </ProfileLayout>
    </div>
  );
});
