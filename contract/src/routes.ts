// Where each call lives, once: both readings of the protocol (the site's in `spec/`, the
// reference API's in `endpoints.ts`) take method, path and auth from here. No schema is
// imported, so a bundle that needs only the routes carries no reference shapes.

export interface Route {
  method: 'GET' | 'POST';
  path: string;
  /** `user`: needs `Authorization: Bearer <token>`; `bot`: needs the bot secret. */
  auth: 'none' | 'user' | 'bot';
  /**
   * A call beyond spec section 7 that a backend may lack: it answers 404, and the site hides
   * what needs the call instead of showing an error.
   */
  optional?: true;
}

export const routes = {
  login: { method: 'POST', path: '/v2/web/login', auth: 'none' },
  register: { method: 'POST', path: '/v2/web/register', auth: 'none' },
  logout: { method: 'POST', path: '/v2/web/logout', auth: 'user' },
  changePassword: { method: 'POST', path: '/v2/web/user/changePassword', auth: 'user' },
  changeEmail: { method: 'POST', path: '/v2/web/user/changeEmail', auth: 'user' },
  reset: { method: 'POST', path: '/auth/reset', auth: 'none' },
  validateResetCode: { method: 'POST', path: '/auth/validateResetCode', auth: 'none' },
  setPasswordReset: { method: 'POST', path: '/auth/setPasswordReset', auth: 'none' },
  frontendData: { method: 'GET', path: '/v2/web/frontend/data', auth: 'user' },
  freeze: { method: 'POST', path: '/v2/web/user/subscriptions/freeze', auth: 'user' },
  unfreeze: { method: 'POST', path: '/v2/web/user/subscriptions/unfreeze', auth: 'user' },
  transactions: { method: 'GET', path: '/v2/web/user/transactions', auth: 'user' },
  confirmation: { method: 'GET', path: '/v2/web/user/confirmation', auth: 'user', optional: true },
  botConfirm: { method: 'POST', path: '/v2/bot/confirm', auth: 'bot' },
  ssoStart: { method: 'POST', path: '/v2/launcher/sso', auth: 'none' },
  ssoAuthorize: { method: 'POST', path: '/v2/web/user/sso/authorize', auth: 'user' },
  ssoToken: { method: 'POST', path: '/v2/launcher/sso/token', auth: 'none' },
  ssoRefuse: { method: 'POST', path: '/v2/web/user/sso/refuse', auth: 'user', optional: true },
  createPayment: { method: 'POST', path: '/v2/web/user/payments', auth: 'user' },
  // The prices a visitor sees before signing up (decision 0020); beyond spec section 7.
  catalogue: { method: 'GET', path: '/v2/web/catalogue', auth: 'none', optional: true },
  // Account recovery beyond spec section 7 (decision: a new address counts once confirmed;
  // sign out everywhere). Optional: a backend without them answers 404 and the site hides them.
  cancelEmailChange: { method: 'POST', path: '/v2/web/user/changeEmail/cancel', auth: 'user', optional: true },
  confirmEmailChange: { method: 'POST', path: '/v2/web/email/confirm', auth: 'none', optional: true },
  undoEmailChange: { method: 'POST', path: '/v2/web/email/undo', auth: 'none', optional: true },
  sessions: { method: 'GET', path: '/v2/web/user/sessions', auth: 'user', optional: true },
  endSession: { method: 'POST', path: '/v2/web/user/sessions/end', auth: 'user', optional: true },
  endOtherSessions: { method: 'POST', path: '/v2/web/user/sessions/endOthers', auth: 'user', optional: true },
  // The account's bot chats (notifications and support): linked from settings with a short-lived code.
  botChats: { method: 'GET', path: '/v2/web/user/bots', auth: 'user', optional: true },
  linkBot: { method: 'POST', path: '/v2/web/user/bots/link', auth: 'user', optional: true },
  unlinkBot: { method: 'POST', path: '/v2/web/user/bots/unlink', auth: 'user', optional: true },
  // Which channels carry subscription notifications: one switch each.
  notificationSettings: { method: 'GET', path: '/v2/web/user/notifications', auth: 'user', optional: true },
  setNotificationChannel: { method: 'POST', path: '/v2/web/user/notifications', auth: 'user', optional: true },
} as const satisfies Record<string, Route>;

export type EndpointName = keyof typeof routes;
