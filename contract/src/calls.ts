import * as z from 'zod/mini';
import { NOTIFICATION_CHANNELS, TRANSACTIONS_MAX_PAGE_SIZE, TRANSACTIONS_PAGE_SIZE } from './constants';
import { accountSessionSchema, cheatSchema, isoDateSchema, productSchema, subscriptionSchema, transactionSchema, userSchema } from './entities';
import {
  confirmationBotField,
  confirmationCodeField,
  emailField,
  loginField,
  newPasswordField,
  passwordField,
  recaptchaTokenField,
  resetCodeField,
  signInLoginField,
  sitePathField,
} from './fields';

// Requests and replies of every call (spec section 7 plus the calls decided in
// docs/decisions/0022-account-confirmation-bots.md, 0023-launcher-sso.md and 0020-catalogue-and-payment.md).
// Success replies carry `status: true`; failures are `errorReplySchema`.

const repeatMatches = (body: { password?: string; new_password?: string; repeat_password?: string | undefined }) =>
  body.repeat_password === undefined || body.repeat_password === (body.password ?? body.new_password);
const repeatMismatch = { error: 'PASSWORD_REPEAT_MISMATCH', path: ['repeat_password'] };

export const okReplySchema = z.object({ status: z.literal(true) });
/** The password is set: the account's username, which sign-in asks for (the reset knew the address only). */
export const setPasswordResetReplySchema = z.object({ status: z.literal(true), login: z.string() });
export const tokenReplySchema = z.object({ status: z.literal(true), token: z.string().check(z.minLength(1)) });

export const loginRequestSchema = z.object({
  login: signInLoginField,
  password: passwordField,
  recaptchaToken: recaptchaTokenField,
});

/** `repeat_password` is optional: when sent, the server checks it too. */
export const registerRequestSchema = z
  .object({
    login: loginField,
    email: emailField,
    password: newPasswordField,
    repeat_password: z.optional(z.string()),
    recaptchaToken: recaptchaTokenField,
  })
  .check(z.refine(repeatMatches, repeatMismatch));

export const changePasswordRequestSchema = z
  .object({
    old_password: passwordField,
    new_password: newPasswordField,
    repeat_password: z.optional(z.string()),
  })
  .check(z.refine(repeatMatches, repeatMismatch));

export const changeEmailRequestSchema = z.object({ email: emailField });
/**
 * The address does not change here: a link goes to the new address (`user.pending_email`), and
 * the change happens when it is opened. The reply is the same whether another account holds the
 * address or not (that account's owner is told instead), so it lists no addresses.
 * `EMAIL_UNCHANGED`: the address asked for is the one in effect; any pending change is dropped.
 */
export const changeEmailReplySchema = z.object({
  status: z.literal(true),
  user: userSchema,
  message: z.enum(['EMAIL_CONFIRMATION_SENT', 'EMAIL_UNCHANGED']),
});
export const userReplySchema = z.object({ status: z.literal(true), user: userSchema });

/** The one-time token of a link mailed by a change of address (the confirm link, or the undo link). */
export const emailLinkRequestSchema = z.object({
  token: z.string({ error: 'EMAIL_LINK_INVALID' }).check(z.minLength(1, { error: 'EMAIL_LINK_INVALID' }), z.maxLength(128, { error: 'EMAIL_LINK_INVALID' })),
});
/** `email`: the address in effect after the link was opened. */
export const emailLinkReplySchema = z.object({ status: z.literal(true), email: z.string() });

export const sessionsReplySchema = z.object({ status: z.literal(true), sessions: z.array(accountSessionSchema) });
/** One of the account's bot chats: linked (since when) or not. */
export const botChatSchema = z.object({ bot: confirmationBotField, linked: z.boolean(), linked_at: z.nullable(isoDateSchema) });
export const botChatsReplySchema = z.object({ status: z.literal(true), bots: z.array(botChatSchema) });
export const botRequestSchema = z.object({ bot: confirmationBotField });
/** The code to send the bot (`/start <code>` from the deep link), and the bot's address to build that link on. */
export const linkBotReplySchema = z.object({
  status: z.literal(true),
  bot: confirmationBotField,
  code: z.string().check(z.minLength(1)),
  bot_url: z.string(),
  expires_at: isoDateSchema,
});

/** A channel of subscription notifications: whether it can carry them (a bot is linked; e-mail always) and whether it is on. */
export const notificationChannelSchema = z.object({ channel: z.enum(NOTIFICATION_CHANNELS), linked: z.boolean(), enabled: z.boolean() });
export const notificationSettingsReplySchema = z.object({ status: z.literal(true), channels: z.array(notificationChannelSchema) });
export const setNotificationChannelRequestSchema = z.object({
  channel: z.enum(NOTIFICATION_CHANNELS, { error: 'INVALID_REQUEST' }),
  enabled: z.boolean({ error: 'INVALID_REQUEST' }),
});

export const endSessionRequestSchema = z.object({
  id: z.string({ error: 'SESSION_NOT_FOUND' }).check(z.minLength(1, { error: 'SESSION_NOT_FOUND' }), z.maxLength(64, { error: 'SESSION_NOT_FOUND' })),
});

export const resetRequestSchema = z.object({ email: emailField, recaptchaToken: recaptchaTokenField });
export const validateResetCodeRequestSchema = z.object({ resetCode: resetCodeField, email: emailField });

/** Without `password` the server makes one up and mails it ("a new password was sent by e-mail"). */
export const setPasswordResetRequestSchema = z
  .object({
    resetCode: resetCodeField,
    email: emailField,
    password: z.optional(newPasswordField),
    repeat_password: z.optional(z.string()),
  })
  .check(z.refine(repeatMatches, repeatMismatch));

export const frontendDataReplySchema = z.object({
  status: z.literal(true),
  access_token: z.string().check(z.minLength(1)),
  /** `transactions` holds the first page; the site moves it into its transaction list. */
  user: z.extend(userSchema, { transactions: z.array(transactionSchema) }),
  cheats: z.array(cheatSchema),
  shopping_area: z.string(),
  /** Products of the user's shopping area and of `global`. */
  products: z.array(productSchema),
  subscriptions: z.array(subscriptionSchema),
});

/** The public catalogue: the games and the products on sale where the visitor is, before any sign-up. */
export const catalogueReplySchema = z.object({
  status: z.literal(true),
  cheats: z.array(cheatSchema),
  /** The area the edge places the visitor in, as registration would (decision 0020). */
  shopping_area: z.string(),
  /** Products of that area and of `global`. */
  products: z.array(productSchema),
});

export const subscriptionCommandRequestSchema = z.object({
  cheat_id: z.int({ error: 'INVALID_REQUEST' }).check(z.positive()),
});
export const subscriptionsReplySchema = z.object({
  status: z.literal(true),
  subscriptions: z.array(subscriptionSchema),
});

export const transactionsQuerySchema = z.object({
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(TRANSACTIONS_MAX_PAGE_SIZE)),
    TRANSACTIONS_PAGE_SIZE,
  ),
  /** How many transactions the caller already has. */
  skip: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 0),
});
export const transactionsReplySchema = z.object({
  status: z.literal(true),
  data: z.array(transactionSchema),
});

// Account confirmation through a bot: the site shows the code, the user sends it to a bot,
// the bot reports it to the API, and the site sees `confirmed` flip.
export const confirmationReplySchema = z.object({
  status: z.literal(true),
  confirmed: z.boolean(),
  /** null once the account is confirmed. */
  code: z.nullable(z.string()),
  bots: z.object({ telegram: z.url(), vk: z.url() }),
});
export const botConfirmRequestSchema = z.object({ code: confirmationCodeField, bot: confirmationBotField });
export const botConfirmReplySchema = z.object({ status: z.literal(true), login: z.string() });

// Launcher single sign-on: the launcher opens a request and the browser at
// `authorize_url` (/auth/sso?request=...), the signed-in user authorizes it on the site, and the
// launcher, polling with its secret, receives its own access token. As in the device-code
// pattern (RFC 8628), the launcher shows `user_code` and the user types it on the site; the link
// never carries it, so a link someone else opened cannot be passed off as theirs
// (decisions/0023-launcher-sso.md).
export const ssoUserCodeField = z.string().check(z.regex(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/));
export const ssoStartReplySchema = z.object({
  status: z.literal(true),
  request_id: z.string().check(z.minLength(1)),
  user_code: ssoUserCodeField,
  poll_token: z.string().check(z.minLength(1)),
  authorize_url: z.url(),
  expires_at: isoDateSchema,
});
export const ssoAuthorizeRequestSchema = z.object({
  request_id: z.string().check(z.minLength(1), z.maxLength(128)),
  /** The code the user typed from the launcher (case, spaces and the dash do not matter). */
  user_code: z.string().check(z.minLength(1), z.maxLength(16)),
});
/** The user refuses the launcher's request: its next poll answers SSO_REQUEST_REFUSED. */
export const ssoRefuseRequestSchema = z.object({ request_id: z.string().check(z.minLength(1), z.maxLength(128)) });
export const ssoTokenRequestSchema = z.object({
  request_id: z.string().check(z.minLength(1), z.maxLength(128)),
  poll_token: z.string().check(z.minLength(1), z.maxLength(128)),
});
export const ssoTokenReplySchema = z.discriminatedUnion('authorized', [
  z.object({ status: z.literal(true), authorized: z.literal(false) }),
  z.object({ status: z.literal(true), authorized: z.literal(true), token: z.string().check(z.minLength(1)) }),
]);

// Payment: the API answers with the provider's checkout page; the provider (a local
// page in development) reports success, which records a transaction and extends time.
export const createPaymentRequestSchema = z.object({
  /** The product as spec section 3 identifies one: its game and its days (products carry no id in the spec). */
  cheat_id: z.int({ error: 'PRODUCT_NOT_FOUND' }).check(z.positive()),
  days: z.int({ error: 'PRODUCT_NOT_FOUND' }).check(z.positive()),
  /** Where the checkout sends the user back to on the site; default /profile/subscription. */
  return_path: z.optional(sitePathField),
});
export const createPaymentReplySchema = z.object({
  status: z.literal(true),
  payment_id: z.string().check(z.minLength(1)),
  // Only a web page: the site navigates to it, so `javascript:` or `data:` would run on our origin.
  checkout_url: z.url({ protocol: /^https?$/ }),
});

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type TokenReply = z.infer<typeof tokenReplySchema>;
export type OkReply = z.infer<typeof okReplySchema>;
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;
export type ChangeEmailReply = z.infer<typeof changeEmailReplySchema>;
export type ResetRequest = z.infer<typeof resetRequestSchema>;
export type ValidateResetCodeRequest = z.infer<typeof validateResetCodeRequestSchema>;
export type SetPasswordResetRequest = z.infer<typeof setPasswordResetRequestSchema>;
export type FrontendDataReply = z.infer<typeof frontendDataReplySchema>;
export type CatalogueReply = z.infer<typeof catalogueReplySchema>;
export type SubscriptionCommandRequest = z.infer<typeof subscriptionCommandRequestSchema>;
export type SubscriptionsReply = z.infer<typeof subscriptionsReplySchema>;
export type TransactionsQuery = z.input<typeof transactionsQuerySchema>;
export type TransactionsReply = z.infer<typeof transactionsReplySchema>;
export type ConfirmationReply = z.infer<typeof confirmationReplySchema>;
export type BotConfirmRequest = z.infer<typeof botConfirmRequestSchema>;
export type BotConfirmReply = z.infer<typeof botConfirmReplySchema>;
export type SsoStartReply = z.infer<typeof ssoStartReplySchema>;
export type SsoAuthorizeRequest = z.infer<typeof ssoAuthorizeRequestSchema>;
export type SsoTokenRequest = z.infer<typeof ssoTokenRequestSchema>;
export type SsoTokenReply = z.infer<typeof ssoTokenReplySchema>;
export type CreatePaymentRequest = z.infer<typeof createPaymentRequestSchema>;
export type CreatePaymentReply = z.infer<typeof createPaymentReplySchema>;
export type EmailLinkRequest = z.infer<typeof emailLinkRequestSchema>;
export type EmailLinkReply = z.infer<typeof emailLinkReplySchema>;
export type SessionsReply = z.infer<typeof sessionsReplySchema>;
export type BotChat = z.infer<typeof botChatSchema>;
export type NotificationChannelState = z.infer<typeof notificationChannelSchema>;
export type EndSessionRequest = z.infer<typeof endSessionRequestSchema>;
