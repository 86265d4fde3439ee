import type * as z from 'zod/mini';
import { routes, type EndpointName } from '../routes';
import {
  anyReplySchema,
  changeEmailReplySchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  confirmationReplySchema,
  createPaymentReplySchema,
  createPaymentRequestSchema,
  frontendDataReplySchema,
  loginRequestSchema,
  registerRequestSchema,
  resetRequestSchema,
  setPasswordResetRequestSchema,
  ssoAuthorizeRequestSchema,
  subscriptionCommandRequestSchema,
  subscriptionsReplySchema,
  tokenReplySchema,
  transactionsQuerySchema,
  transactionsReplySchema,
  validateResetCodeRequestSchema,
} from './calls';

/** What the site relies on for one call; method, path and auth come from `routes.ts`. */
export interface SiteEndpoint {
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  reply: z.ZodMiniType;
}

const readings = {
  login: { body: loginRequestSchema, reply: tokenReplySchema },
  register: { body: registerRequestSchema, reply: tokenReplySchema },
  logout: { reply: anyReplySchema },
  changePassword: { body: changePasswordRequestSchema, reply: tokenReplySchema },
  changeEmail: { body: changeEmailRequestSchema, reply: changeEmailReplySchema },
  reset: { body: resetRequestSchema, reply: anyReplySchema },
  validateResetCode: { body: validateResetCodeRequestSchema, reply: anyReplySchema },
  setPasswordReset: { body: setPasswordResetRequestSchema, reply: anyReplySchema },
  frontendData: { reply: frontendDataReplySchema },
  freeze: { body: subscriptionCommandRequestSchema, reply: subscriptionsReplySchema },
  unfreeze: { body: subscriptionCommandRequestSchema, reply: subscriptionsReplySchema },
  transactions: { query: transactionsQuerySchema, reply: transactionsReplySchema },
  confirmation: { reply: confirmationReplySchema },
  ssoAuthorize: { body: ssoAuthorizeRequestSchema, reply: anyReplySchema },
  createPayment: { body: createPaymentRequestSchema, reply: createPaymentReplySchema },
} as const satisfies Partial<Record<EndpointName, SiteEndpoint>>;

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
