import type * as z from 'zod/mini';
import {
  botChatsReplySchema,
  botConfirmReplySchema,
  botRequestSchema,
  linkBotReplySchema,
  notificationSettingsReplySchema,
  setNotificationChannelRequestSchema,
  botConfirmRequestSchema,
  changeEmailReplySchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  confirmationReplySchema,
  createPaymentReplySchema,
  createPaymentRequestSchema,
  emailLinkReplySchema,
  emailLinkRequestSchema,
  endSessionRequestSchema,
  sessionsReplySchema,
  userReplySchema,
  frontendDataReplySchema,
  catalogueReplySchema,
  loginRequestSchema,
  okReplySchema,
  registerRequestSchema,
  resetRequestSchema,
  setPasswordResetRequestSchema,
  setPasswordResetReplySchema,
  ssoAuthorizeRequestSchema,
  ssoRefuseRequestSchema,
  ssoStartReplySchema,
  ssoTokenReplySchema,
  ssoTokenRequestSchema,
  subscriptionCommandRequestSchema,
  subscriptionsReplySchema,
  tokenReplySchema,
  transactionsQuerySchema,
  transactionsReplySchema,
  validateResetCodeRequestSchema,
} from './calls';
import { routes, type EndpointName, type Route } from './routes';

/** The shapes one call promises: its body or query, and its reply. */
export interface EndpointShapes {
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  reply: z.ZodMiniType;
}

export type Endpoint = Route & EndpointShapes;

/** Every call of the reference API with the shapes it promises: the server is built from this. */
export const endpoints = {
  login: { ...routes.login, body: loginRequestSchema, reply: tokenReplySchema },
  register: { ...routes.register, body: registerRequestSchema, reply: tokenReplySchema },
  logout: { ...routes.logout, reply: okReplySchema },
  changePassword: { ...routes.changePassword, body: changePasswordRequestSchema, reply: tokenReplySchema },
  changeEmail: { ...routes.changeEmail, body: changeEmailRequestSchema, reply: changeEmailReplySchema },
  reset: { ...routes.reset, body: resetRequestSchema, reply: okReplySchema },
  validateResetCode: { ...routes.validateResetCode, body: validateResetCodeRequestSchema, reply: okReplySchema },
  setPasswordReset: { ...routes.setPasswordReset, body: setPasswordResetRequestSchema, reply: setPasswordResetReplySchema },
  frontendData: { ...routes.frontendData, reply: frontendDataReplySchema },
  freeze: { ...routes.freeze, body: subscriptionCommandRequestSchema, reply: subscriptionsReplySchema },
  unfreeze: { ...routes.unfreeze, body: subscriptionCommandRequestSchema, reply: subscriptionsReplySchema },
  transactions: { ...routes.transactions, query: transactionsQuerySchema, reply: transactionsReplySchema },
  confirmation: { ...routes.confirmation, reply: confirmationReplySchema },
  botConfirm: { ...routes.botConfirm, body: botConfirmRequestSchema, reply: botConfirmReplySchema },
  ssoStart: { ...routes.ssoStart, reply: ssoStartReplySchema },
  ssoAuthorize: { ...routes.ssoAuthorize, body: ssoAuthorizeRequestSchema, reply: okReplySchema },
  ssoToken: { ...routes.ssoToken, body: ssoTokenRequestSchema, reply: ssoTokenReplySchema },
  ssoRefuse: { ...routes.ssoRefuse, body: ssoRefuseRequestSchema, reply: okReplySchema },
  createPayment: { ...routes.createPayment, body: createPaymentRequestSchema, reply: createPaymentReplySchema },
  catalogue: { ...routes.catalogue, reply: catalogueReplySchema },
  cancelEmailChange: { ...routes.cancelEmailChange, reply: userReplySchema },
  confirmEmailChange: { ...routes.confirmEmailChange, body: emailLinkRequestSchema, reply: emailLinkReplySchema },
  undoEmailChange: { ...routes.undoEmailChange, body: emailLinkRequestSchema, reply: emailLinkReplySchema },
  sessions: { ...routes.sessions, reply: sessionsReplySchema },
  endSession: { ...routes.endSession, body: endSessionRequestSchema, reply: sessionsReplySchema },
  endOtherSessions: { ...routes.endOtherSessions, reply: sessionsReplySchema },
  botChats: { ...routes.botChats, reply: botChatsReplySchema },
  linkBot: { ...routes.linkBot, body: botRequestSchema, reply: linkBotReplySchema },
  unlinkBot: { ...routes.unlinkBot, body: botRequestSchema, reply: botChatsReplySchema },
  notificationSettings: { ...routes.notificationSettings, reply: notificationSettingsReplySchema },
  setNotificationChannel: { ...routes.setNotificationChannel, body: setNotificationChannelRequestSchema, reply: notificationSettingsReplySchema },
} as const satisfies Record<EndpointName, Endpoint>;
