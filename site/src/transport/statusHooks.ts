import type { ApiClient, HttpErrorEvent } from './ApiClient';

/** A notification to raise: `title` and `content` are keys of the `notifications` namespace. */
export interface StatusNotification {
  title: string;
  content: string;
  type: 'error';
}

export interface StatusHookActions {
  notify(notification: StatusNotification): void;
  /** A full page load, so the browser can pass the CDN's challenge. */
  reload(): void;
  /** The server refused `rejectedToken` (null: the call carried none): forget it and the user. */
  signOut(rejectedToken: string | null): void;
}

// Spec section 8: 400, 404 and 500 notify; other statuses (502, 503, 429...) are left to the
// caller's own error message. A reply that names a catalogue code (INVALID_PASSWORD, ...) is
// shown by the screen at its field, so a generic toast on top would only repeat it less
// precisely: the toast is for failures the screen cannot explain
// (docs/decisions/0015-how-refusals-are-shown.md).
const statusNotifications: Partial<Record<number, StatusNotification>> = {
  400: { title: 'http.400.title', content: 'http.400.content', type: 'error' },
  404: { title: 'http.404.title', content: 'http.404.content', type: 'error' },
  500: { title: 'http.500.title', content: 'http.500.content', type: 'error' },
};

/** What the spec's status hooks do for one error reply. */
export function handleHttpError(event: HttpErrorEvent, actions: StatusHookActions): void {
  if (event.status === 403) {
    if (event.headers.get('cf-mitigated')?.trim().toLowerCase() === 'challenge') actions.reload();
    return;
  }
  // Only a protected call proves the token was rejected: a failed sign-in answers 401 as well.
  if (event.status === 401 && event.protected) {
    actions.signOut(event.token);
    return;
  }
  const notification = statusNotifications[event.status];
  if (notification !== undefined && event.errorCode === null) actions.notify(notification);
}

export function installStatusHooks(api: Pick<ApiClient, 'onHttpError'>, actions: StatusHookActions): () => void {
  return api.onHttpError((event) => handleHttpError(event, actions));
}
