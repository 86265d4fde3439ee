import { Suspense, useEffect, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, ErrorView } from '@chameleon/ui';
import { NotFound } from '../../errors/NotFound';
import { useLocale } from '../../i18n/useLocale';
import { useRouteGuard } from '../shared/useRouteGuard';
import { ProfileFrame } from './ProfileFrame';
import { SectionShell } from './SectionShell';
import { SectionTitle } from './sectionTitle';
import { accountSections, sectionGuards, type ProfileSection } from './sections';
import { useReminderState } from './UnconfirmedBanner';
import type { RootStore } from '../../stores';

/** The mark `pnpm bench` reads as "data painted": set in the frame after the screen with the user's data committed. */
export const dataPaintedMark = 'data-painted';

function DataPainted() {
  useEffect(() => {
    // Optional: jsdom has no User Timing.
    const frame = requestAnimationFrame(() => performance.mark?.(dataPaintedMark));
    return () => cancelAnimationFrame(frame);
  }, []);
  return null;
}

interface ProfileRouteProps {
  section: ProfileSection;
  screen: ComponentType;
  /** `null` in the page's static phase (AccountSection): the frame and the section's shell, as built. */
  stores: RootStore | null;
}

/**
 * One section of the account area in its frame: as built until the stores are there; then
 * behind its guards: its shell while the session is restored, nothing on the way to sign-in,
 * 404 when a guard rejects, and 'Failed to fetch user data' with a retry when the user could
 * not be loaded. Every state keeps the one frame element, so the static page's frame stays.
 * An unconfirmed account's reminder comes in the section's own commit (`UnconfirmedReminder`, its
 * code after it, into kept room): where the main data does not say, the shell stays for the one check.
 */
export const ProfileRoute = observer(function ProfileRoute({ section, screen: Screen, stores }: ProfileRouteProps) {
  const { t } = useTranslation('main');
  const { t: tProfile } = useTranslation('profile');
  const { language } = useLocale();
  const route = accountSections[section].path;
  const session = stores?.session;
  const unreachable = session !== undefined && session.token !== null && !session.isSignedIn && session.mainDataStatus === 'failed';
  const outcome = useRouteGuard(sectionGuards[route], language, stores !== null && !unreachable);
  const reminder = useReminderState(outcome.type === 'allow' && !unreachable ? stores : null);
  if (stores === null || session === undefined) {
    return (
      <ProfileFrame current={section}>
        <SectionShell section={section} />
      </ProfileFrame>
    );
  }

  if (unreachable) {
    return (
      <ProfileFrame current={section} stores={stores}>
        <SectionTitle route={route} />
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
      <ProfileFrame current={section} stores={stores}>
        <NotFound pathname={outcome.path} />
      </ProfileFrame>
    );
  }
  // On the way to sign-in (no token: a visitor who came in-app, or a token the API refused),
  // nothing of the account area is painted.
  if (outcome.type === 'redirect' && session.token === null) return null;
  const shell = <SectionShell section={section} />;
  return (
    <ProfileFrame current={section} stores={stores}>
      {outcome.type === 'allow' && reminder !== 'waiting' ? (
        // A section whose code is still arriving (AccountSection loads sections on demand).
        <Suspense fallback={shell}>
          <Screen />
          <DataPainted />
        </Suspense>
      ) : (
        shell
      )}
    </ProfileFrame>
  );
});
