import * as z from 'zod/mini';
import { DEFAULT_SHOPPING_AREA, TRANSACTIONS_PAGE_SIZE } from '../constants';
import { email, newPassword, password, required } from './formFields';
import { accountSessionSchema, botChatSchema, cheatSchema, notificationChannelSchema, instantSchema, optional, productSchema, subscriptionSchema, transactionSchema, userSchema } from './entities';

// Every call as spec section 7 lists it. Requests carry exactly the payload keys of the
// spec's table (an object schema drops every other key) and check only the rules of spec
// section 5: required fields, a valid e-mail, new passwords of at least 8. Anything stricter
// is the server's to refuse. Replies are read tolerantly (see entities.ts); a failure reply is
// `failureReplySchema`, checked before any of these.

const captcha = required('INVALID_CAPTCHA');
const cheatId = z.number({ error: 'INVALID_REQUEST' });

/** `status` is named on some replies and not on others: any value but `false` (a failure) is fine. */
const status = z.optional(z.unknown());
const token = z.string().check(z.minLength(1));

/** Every failure: `{ status: false, message }`, the message a catalogue code or the server's own words. */
export const failureReplySchema = z.object({
  status: z.literal(false),
  message: optional(z.string(), undefined),
});

/** "Not shown" in the spec: any reply that is not a failure is a success. */
export const anyReplySchema = z.object({ status });
/** The spec shows no reply; the reference API names the username, which sign-in then starts with. */
export const setPasswordResetReplySchema = z.object({ status, login: optional(z.string().check(z.trim(), z.minLength(1)), null) });

export const tokenReplySchema = z.object({ status, token });

export const loginRequestSchema = z.object({ login: required('INVALID_LOGIN'), password, recaptchaToken: captcha });
export const registerRequestSchema = z.object({ login: required('INVALID_LOGIN'), email, password: newPassword, recaptchaToken: captcha });
export const changePasswordRequestSchema = z.object({ old_password: password, new_password: newPassword });
export const changeEmailRequestSchema = z.object({ email });
export const changeEmailReplySchema = z.object({ status, user: userSchema, message: optional(z.string(), undefined) });
export const resetRequestSchema = z.object({ email, recaptchaToken: captcha });
export const validateResetCodeRequestSchema = z.object({ resetCode: required('INVALID_CODE'), email });
/** Without `password` the reference API makes one up and mails it. */
export const setPasswordResetRequestSchema = z.object({ resetCode: required('INVALID_CODE'), email, password: z.optional(newPassword) });

export const frontendDataReplySchema = z.object({
  status,
  /** The token the session continues with; absent keeps the current one. */
  access_token: optional(token, undefined),
  /** Spec section 3: the user's transactions move into the transaction list once loaded. */
  user: z.extend(userSchema, { transactions: optional(z.array(transactionSchema), []) }),
  cheats: z.array(cheatSchema),
  shopping_area: optional(z.string().check(z.minLength(1)), DEFAULT_SHOPPING_AREA),
  products: z.array(productSchema),
  subscriptions: z.array(subscriptionSchema),
});

/** The public catalogue (beyond spec section 7): main data's catalogue keys, read alike. */
export const catalogueReplySchema = z.object({
  status,
  cheats: z.array(cheatSchema),
  shopping_area: optional(z.string().check(z.minLength(1)), DEFAULT_SHOPPING_AREA),
  products: z.array(productSchema),
});

export const subscriptionCommandRequestSchema = z.object({ cheat_id: cheatId });
export const subscriptionsReplySchema = z.object({ status, subscriptions: z.array(subscriptionSchema) });

export const transactionsQuerySchema = z.object({
  limit: z._default(z.number(), TRANSACTIONS_PAGE_SIZE),
  /** How many transactions the site already has. */
  skip: z._default(z.number(), 0),
});
export const transactionsReplySchema = z.object({ status, data: z.array(transactionSchema) });

// Calls of the reference API that spec section 7 does not list (docs/decisions): the site
// makes them, so it reads them as tolerantly as the spec's own.
export const confirmationReplySchema = z.object({
  status,
  confirmed: z.boolean(),
  code: optional(z.string(), null),
  bots: z.object({ telegram: z.url({ protocol: /^https?$/ }), vk: z.url({ protocol: /^https?$/ }) }),
});
/** The launcher's request and the code the page showed (decision 0023: the device-code pattern). */
export const ssoAuthorizeRequestSchema = z.object({ request_id: required('SSO_REQUEST_NOT_FOUND'), user_code: required('SSO_REQUEST_NOT_FOUND') });
export const ssoRefuseRequestSchema = z.object({ request_id: required('SSO_REQUEST_NOT_FOUND') });
export const createPaymentRequestSchema = z.object({
  /** The product is named as the spec knows it: its game and its days. */
  cheat_id: cheatId,
  days: z.number({ error: 'PRODUCT_NOT_FOUND' }),
  return_path: z.optional(z.string()),
});
export const createPaymentReplySchema = z.object({
  status,
  // Only a web page: the site navigates to it, so `javascript:` or `data:` would run on our origin.
  checkout_url: z.url({ protocol: /^https?$/ }),
  expires_at: optional(instantSchema, undefined),
});

// Account recovery beyond spec section 7 (optional: on a 404 the site hides what needs them).
export const userReplySchema = z.object({ status, user: userSchema });
export const emailLinkRequestSchema = z.object({ token: required('EMAIL_LINK_INVALID') });
export const emailLinkReplySchema = z.object({ status, email: optional(z.string(), null) });
export const sessionsReplySchema = z.object({ status, sessions: z.array(accountSessionSchema) });
export const endSessionRequestSchema = z.object({ id: required('SESSION_NOT_FOUND') });
/** The account's bot chats; a bot the site does not know is dropped by the screen. */
export const botChatsReplySchema = z.object({ status, bots: z.array(botChatSchema) });
export const botRequestSchema = z.object({ bot: z.string() });
export const notificationSettingsReplySchema = z.object({ status, channels: z.array(notificationChannelSchema) });
export const setNotificationChannelRequestSchema = z.object({ channel: z.string(), enabled: z.boolean() });
export const linkBotReplySchema = z.object({
  status,
  code: z.string().check(z.minLength(1), z.maxLength(64)),
  bot_url: optional(z.string(), null),
  expires_at: optional(instantSchema, null),
});

export type FailureReply = z.infer<typeof failureReplySchema>;
export type CatalogueReply = z.infer<typeof catalogueReplySchema>;
export type LoginRequest = z.input<typeof loginRequestSchema>;
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;
export type ResetRequest = z.input<typeof resetRequestSchema>;
export type ValidateResetCodeRequest = z.input<typeof validateResetCodeRequestSchema>;
export type SetPasswordResetRequest = z.input<typeof setPasswordResetRequestSchema>;
export type SubscriptionCommandRequest = z.input<typeof subscriptionCommandRequestSchema>;
export type TransactionsQuery = z.input<typeof transactionsQuerySchema>;
export type SsoAuthorizeRequest = z.input<typeof ssoAuthorizeRequestSchema>;
export type SsoRefuseRequest = z.input<typeof ssoRefuseRequestSchema>;
export type CreatePaymentRequest = z.input<typeof createPaymentRequestSchema>;
export type EmailLinkRequest = z.input<typeof emailLinkRequestSchema>;
export type EndSessionRequest = z.input<typeof endSessionRequestSchema>;
export type BotRequest = z.input<typeof botRequestSchema>;
export type SetNotificationChannelRequest = z.input<typeof setNotificationChannelRequestSchema>;
export type FrontendDataReply = z.infer<typeof frontendDataReplySchema>;
