import type { EndpointShapes } from '../endpoints';
import { routes, type EndpointName } from '../routes';
import * as calls from './calls';

/** What the site relies on for each call it makes; method, path and auth come from `routes.ts`. */
const readings = {
  login: { body: calls.loginRequestSchema, reply: calls.tokenReplySchema },
  register: { body: calls.registerRequestSchema, reply: calls.tokenReplySchema },
  logout: { reply: calls.anyReplySchema },
  changePassword: { body: calls.changePasswordRequestSchema, reply: calls.tokenReplySchema },
  changeEmail: { body: calls.changeEmailRequestSchema, reply: calls.changeEmailReplySchema },
  reset: { body: calls.resetRequestSchema, reply: calls.anyReplySchema },
  validateResetCode: { body: calls.validateResetCodeRequestSchema, reply: calls.anyReplySchema },
  setPasswordReset: { body: calls.setPasswordResetRequestSchema, reply: calls.setPasswordResetReplySchema },
  frontendData: { reply: calls.frontendDataReplySchema },
  freeze: { body: calls.subscriptionCommandRequestSchema, reply: calls.subscriptionsReplySchema },
  unfreeze: { body: calls.subscriptionCommandRequestSchema, reply: calls.subscriptionsReplySchema },
  transactions: { query: calls.transactionsQuerySchema, reply: calls.transactionsReplySchema },
  confirmation: { reply: calls.confirmationReplySchema },
  ssoAuthorize: { body: calls.ssoAuthorizeRequestSchema, reply: calls.anyReplySchema },
  ssoRefuse: { body: calls.ssoRefuseRequestSchema, reply: calls.anyReplySchema },
  createPayment: { body: calls.createPaymentRequestSchema, reply: calls.createPaymentReplySchema },
  catalogue: { reply: calls.catalogueReplySchema },
  cancelEmailChange: { reply: calls.userReplySchema },
  confirmEmailChange: { body: calls.emailLinkRequestSchema, reply: calls.emailLinkReplySchema },
  undoEmailChange: { body: calls.emailLinkRequestSchema, reply: calls.emailLinkReplySchema },
  sessions: { reply: calls.sessionsReplySchema },
  endSession: { body: calls.endSessionRequestSchema, reply: calls.sessionsReplySchema },
  endOtherSessions: { reply: calls.sessionsReplySchema },
  botChats: { reply: calls.botChatsReplySchema },
  linkBot: { body: calls.botRequestSchema, reply: calls.linkBotReplySchema },
  unlinkBot: { body: calls.botRequestSchema, reply: calls.botChatsReplySchema },
  notificationSettings: { reply: calls.notificationSettingsReplySchema },
  setNotificationChannel: { body: calls.setNotificationChannelRequestSchema, reply: calls.notificationSettingsReplySchema },
} as const satisfies Partial<Record<EndpointName, EndpointShapes>>;

type Readings = typeof readings;
export type SiteEndpointName = keyof Readings;

/**
 * Every call the site makes, as the site reads it: the route from `routes.ts` (one place for
 * paths) with the site's own request and reply schemas.
 */
export const endpoints = Object.fromEntries(
  Object.entries(readings).map(([name, reading]) => {
    const { method, path, auth } = routes[name as SiteEndpointName];
    return [name, { method, path, auth, ...reading }];
  }),
) as { [N in SiteEndpointName]: Readings[N] & (typeof routes)[N] };
