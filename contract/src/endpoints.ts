import type * as z from 'zod/mini';
import {
  botConfirmReplySchema,
  botConfirmRequestSchema,
  changeEmailReplySchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  confirmationReplySchema,
  createPaymentReplySchema,
  createPaymentRequestSchema,
  frontendDataReplySchema,
  loginRequestSchema,
  okReplySchema,
  registerRequestSchema,
  resetRequestSchema,
  setPasswordResetRequestSchema,
  ssoAuthorizeRequestSchema,
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

export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  /** `user`: needs `Authorization: Bearer <token>`; `bot`: needs the bot secret. */
  auth: 'none' | 'user' | 'bot';
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  reply: z.ZodMiniType;
}

/** Every call of the API, by name: the site's client and the server are both built from this. */
export const endpoints = {
  login: { method: 'POST', path: '/v2/web/login', auth: 'none', body: loginRequestSchema, reply: tokenReplySchema },
  register: { method: 'POST', path: '/v2/web/register', auth: 'none', body: registerRequestSchema, reply: tokenReplySchema },
  logout: { method: 'POST', path: '/v2/web/logout', auth: 'user', reply: okReplySchema },
  changePassword: {
    method: 'POST',
    path: '/v2/web/user/changePassword',
    auth: 'user',
    body: changePasswordRequestSchema,
    reply: tokenReplySchema,
  },
  changeEmail: {
    method: 'POST',
    path: '/v2/web/user/changeEmail',
    auth: 'user',
    body: changeEmailRequestSchema,
    reply: changeEmailReplySchema,
  },
  reset: { method: 'POST', path: '/auth/reset', auth: 'none', body: resetRequestSchema, reply: okReplySchema },
  validateResetCode: {
    method: 'POST',
    path: '/auth/validateResetCode',
    auth: 'none',
    body: validateResetCodeRequestSchema,
    reply: okReplySchema,
  },
  setPasswordReset: {
    method: 'POST',
    path: '/auth/setPasswordReset',
    auth: 'none',
    body: setPasswordResetRequestSchema,
    reply: okReplySchema,
  },
  frontendData: { method: 'GET', path: '/v2/web/frontend/data', auth: 'user', reply: frontendDataReplySchema },
  freeze: {
    method: 'POST',
    path: '/v2/web/user/subscriptions/freeze',
    auth: 'user',
    body: subscriptionCommandRequestSchema,
    reply: subscriptionsReplySchema,
  },
  unfreeze: {
    method: 'POST',
    path: '/v2/web/user/subscriptions/unfreeze',
    auth: 'user',
    body: subscriptionCommandRequestSchema,
    reply: subscriptionsReplySchema,
  },
  transactions: {
    method: 'GET',
    path: '/v2/web/user/transactions',
    auth: 'user',
    query: transactionsQuerySchema,
    reply: transactionsReplySchema,
  },
  confirmation: { method: 'GET', path: '/v2/web/user/confirmation', auth: 'user', reply: confirmationReplySchema },
  botConfirm: { method: 'POST', path: '/v2/bot/confirm', auth: 'bot', body: botConfirmRequestSchema, reply: botConfirmReplySchema },
  ssoStart: { method: 'POST', path: '/v2/launcher/sso', auth: 'none', reply: ssoStartReplySchema },
  ssoAuthorize: {
    method: 'POST',
    path: '/v2/web/user/sso/authorize',
    auth: 'user',
    body: ssoAuthorizeRequestSchema,
    reply: okReplySchema,
  },
  ssoToken: { method: 'POST', path: '/v2/launcher/sso/token', auth: 'none', body: ssoTokenRequestSchema, reply: ssoTokenReplySchema },
  createPayment: {
    method: 'POST',
    path: '/v2/web/user/payments',
    auth: 'user',
    body: createPaymentRequestSchema,
    reply: createPaymentReplySchema,
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
