import { Suspense, useDeferredValue, type ComponentType } from 'react';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, ErrorView, Spinner } from '@chameleon/ui';
import { useStores } from '../../app/useRootStore';
import { NotFound } from '../../errors/NotFound';
import { routeGuards } from '../../guards/routeMiddleware';
import { useLocale } from '../../i18n/useLocale';
import { useRouteGuard } from '../shared/useRouteGuard';
import { ProfileFrame, type ProfileSection } from './ProfileFrame';
import { SectionShell } from './SectionShell';
import { SectionTitle, isSectionRoute } from './sectionTitle';
import { CenteredBlock } from '../shared/CenteredBlock';

interface ProfileRouteProps extends RouteComponentProps {
  /** The section the navigation marks as current; none for a path outside the sections. */
  section?: ProfileSection;
  /** Unprefixed path whose guards apply (`/profile/payment/`); a path not listed needs sign-in. */
  route: string;
  screen: ComponentType;
}

/**
 * One screen of the account area behind its guards: a loading state while the session is
 * restored, the sign-in redirect for visitors, 404 when a guard rejects, and 'Failed to fetch
 * user data' with a retry when the user could not be loaded.
 */
export const ProfileRoute = observer(function ProfileRoute({ section, route, screen: Screen, location }: ProfileRouteProps) {
  const { t } = useTranslation('main');
  const { t: tProfile } = useTranslation('profile');
  const stores = useStores();
  const { session } = stores;
  const { language } = useLocale();
  const unreachable = session.token !== null && !session.isSignedIn && session.mainDataStatus === 'failed';
  const outcome = useRouteGuard(routeGuards[route] ?? ['auth'], language, !unreachable);
  // The restored session re-renders this route at once: MobX observers update through
  // useSyncExternalStore, which React always renders in one piece. The screen, the page's
  // heaviest render, follows as a deferred render, which React does in slices of a few
  // milliseconds between which the browser handles input, instead of one long task on a slow
  // phone (Total Blocking Time). Until then the section's shell stays, as it looks now.
  const screenShown = useDeferredValue(outcome.type === 'allow');

  if (unreachable) {
    return (
      <ProfileFrame current={section} stores={stores}>
        {isSectionRoute(route) ? <SectionTitle route={route} /> : null}
        <ErrorView
          headingLevel={1}
          titles={{ notFound: t('error.notFound.title'), internal: t('error.internal.title') }}
          statusMessage={tProfile('load.error')}
          action={
            <Button variant="secondary" onClick={() => void session.loadMainData()}>
              {tProfile('load.retry')}
            </Button>
          }
        />
      </ProfileFrame>
    );
  }
  if (outcome.type === 'notFound') {
    return (
      <ProfileFrame stores={stores}>
        <NotFound pathname={location?.pathname ?? outcome.path} />
      </ProfileFrame>
    );
  }
  // On the way to sign-in (no token: a visitor who came in-app, or a token the API refused),
  // nothing of the account area is painted.
  if (outcome.type === 'redirect' && session.token === null) return null;
  // The section's shell, as its static page painted it before the app took over.
  const loading = isSectionRoute(route) ? (
    <SectionShell route={route} />
  ) : (
    <CenteredBlock>
      <Spinner label={t('loading')} />
    </CenteredBlock>
  );
  if (outcome.type !== 'allow' || !screenShown) return <ProfileFrame current={section} stores={stores}>{loading}</ProfileFrame>;
  return (
    <ProfileFrame current={section} stores={stores}>
      {/* A section whose code is still arriving (AccountApp loads sections on demand). */}
      <Suspense fallback={loading}>
        <Screen />
      </Suspense>
    </ProfileFrame>
  );
});
