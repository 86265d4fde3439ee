import { Button, ErrorView } from '@chameleon/ui';
import type { Translate } from '../i18n/pageMessages';

interface ErrorScreenProps {
  translate: Translate;
  /** The home page in the current language. */
  homeHref: string;
  /** 500 when left out. */
  status?: number;
  /** Replaces the title the status gives. */
  statusMessage?: string;
  /** The error's message (ErrorView drops any stack in it). */
  message?: string;
}

/**
 * The spec's error page in the current language. The home link is a plain anchor: after a
 * crash a full load is the safer way back.
 */
export function ErrorScreen({ translate, homeHref, status, statusMessage, message }: ErrorScreenProps) {
  // A failure without a message of its own (a rejected promise carrying nothing) still says what happened.
  const description = message?.trim() ? message : status === 404 ? undefined : translate('main', 'error.internal.description');
  return (
    <ErrorView
      status={status}
      statusMessage={statusMessage}
      message={description}
      titles={{ notFound: translate('main', 'error.notFound.title'), internal: translate('main', 'error.internal.title') }}
      action={<Button href={homeHref}>{translate('main', 'error.goHome')}</Button>}
    />
  );
}
