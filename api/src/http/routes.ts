import { DEVICE_COOKIE, RESET_CODE_CHECKS_PER_HOUR, TRANSACTIONS_PAGE_SIZE, endpoints } from '@chameleon/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import * as accounts from '../services/accounts';
import * as botChats from '../services/bot-chats';
import * as catalogue from '../services/catalogue';
import * as emailChange from '../services/email-change';
import * as notices from '../notifications/notices';
import { askedLocale, mailLocale } from '../services/mail-templates';
import * as payments from '../services/payments';
import * as sessions from '../services/sessions';
import * as sso from '../services/sso';
import * as subscriptions from '../services/subscriptions';
import * as transactions from '../services/transactions';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ApiError } from './api-error';
import type { RateLimiter } from './rateLimiter';
import { implement, type Guard, type Limit } from './routing';

/**
 * Registration sets the shopping area from the country the edge names in the configured header:
 * Russia gets the ru prices, everyone else (and every request without that header) `global`.
 * Never from anything the client itself chooses, such as Accept-Language.
 */
function shoppingAreaFor(ctx: AppContext, request: FastifyRequest): string {
  const header = ctx.settings.countryHeader;
  const country = header === null ? undefined : request.headers[header];
  return typeof country === 'string' && country.trim().toUpperCase() === 'RU' ? 'ru' : 'global';
}

/** The device cookie lives for as long as a browser is likely to stay the owner's. */
const DEVICE_COOKIE_MAX_AGE_S = 180 * 86_400;

const HOUR_MS = 3_600_000;
/** Confirmation links (or "your address was asked for" notices) one account sends one address in an hour. */
export const EMAIL_LINKS_PER_ADDRESS_PER_HOUR = 5;
/** ... and all accounts together. */
export const EMAIL_LINKS_PER_ADDRESS_CEILING_PER_HOUR = 20;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function registerRoutes(app: FastifyInstance, ctx: AppContext, limiter: RateLimiter): void {
  const user: Guard = async (request) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const account = match?.[1] === undefined ? null : await accounts.authenticate(ctx, match[1]);
    if (account === null) throw new ApiError('UNAUTHORIZED');
    request.account = account;
  };
  const bot: Guard = async (request) => {
    const given = request.headers['x-bot-secret'];
    const expected = ctx.settings.botSecret;
    if (expected === null || typeof given !== 'string' || !sameSecret(given, expected)) throw new ApiError('UNAUTHORIZED');
  };
  const captcha = async (request: FastifyRequest, token: string) => {
    if (!(await ctx.captcha(token, request.ip))) throw new ApiError('INVALID_CAPTCHA');
  };
  // Per client address (from the trusted proxy hops), each call counted on its own.
  const perAddress: Limit = (request) =>
    limiter.enforce(`${request.routeOptions.url ?? request.url}:address:${request.ip}`, ctx.settings.authRateLimit);
  const limited = { limit: perAddress };
  // Per account, whichever addresses the attempts come from (a botnet, rotating proxies).
  const perAccount = (call: string, account: string) => limiter.enforce(`${call}:account:${account}`, ctx.settings.accountRateLimit);
  const locale = (request: FastifyRequest) => mailLocale(request.headers['accept-language']);
  const browser = (request: FastifyRequest) => ({ kind: 'browser' as const, userAgent: request.headers['user-agent'], locale: askedLocale(request.headers['accept-language']) });

  // OWASP's device cookie: the login it was set for and the account's device generation, signed
  // by the API. A browser holding a current one is that account owner's usual browser.
  const setDeviceCookie = (reply: FastifyReply, owner: accounts.DeviceOwner) =>
    reply.setCookie(DEVICE_COOKIE, `${Buffer.from(owner.loginKey).toString('base64url')}.${owner.generation}.${randomBytes(16).toString('base64url')}`, {
      signed: true,
      httpOnly: true,
      secure: ctx.settings.siteUrl.startsWith('https:'),
      sameSite: 'strict',
      path: '/',
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });
  /** The device cookie's own id when the request holds a valid, current one for `owner`; null otherwise. */
  const deviceOf = (request: FastifyRequest, owner: accounts.DeviceOwner | null): string | null => {
    const raw = request.cookies[DEVICE_COOKIE];
    if (raw === undefined || owner === null) return null;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || unsigned.value === null) return null;
    const [login, generation, id] = unsigned.value.split('.');
    const current = login === Buffer.from(owner.loginKey).toString('base64url') && generation === String(owner.generation);
    return current && id !== undefined && id !== '' ? id : null;
  };
  /**
   * Who checks a reset code. Anyone is held to a few checks an hour per typed address, known or
   * not (the same answer for both); the owner's usual browser is not, and has misses of its own
   * on the code, so strangers' guesses can neither refuse nor void the owner's code.
   */
  const resetChecker = async (request: FastifyRequest, email: string): Promise<accounts.ResetChecker> => {
    if (deviceOf(request, await accounts.deviceOwner(ctx, { email })) !== null) return 'owner';
    await limiter.enforce(`resetCode:address:${email.toLowerCase()}`, RESET_CODE_CHECKS_PER_HOUR, HOUR_MS);
    return 'anyone';
  };

  implement(app, endpoints.login, null, limited)(async ({ body, request, reply }) => {
    // The captcha first: a request without a solved captcha must not spend the account's
    // allowance, or anyone could keep a known login locked out for free.
    await captcha(request, body.recaptchaToken);
    const loginKey = accounts.loginKey(body.login);
    const owner = await accounts.deviceOwner(ctx, { login: body.login });
    // The owner's usual browser has an allowance of its own, so guesses from elsewhere cannot
    // lock the owner out; the per-address limit above still holds for it.
    const device = deviceOf(request, owner);
    await perAccount('login', device === null ? loginKey : `${loginKey}:device:${device}`);
    const token = await accounts.login(ctx, body.login, body.password, browser(request));
    if (owner !== null) setDeviceCookie(reply, owner);
    return { status: true, token };
  });

  implement(app, endpoints.register, null, limited)(async ({ body, request, reply }) => {
    await captcha(request, body.recaptchaToken);
    const token = await accounts.register(ctx, {
      login: body.login,
      email: body.email,
      password: body.password,
      shoppingArea: shoppingAreaFor(ctx, request),
      userAgent: request.headers['user-agent'],
      locale: askedLocale(request.headers['accept-language']),
    });
    const owner = await accounts.deviceOwner(ctx, { login: body.login });
    if (owner !== null) setDeviceCookie(reply, owner);
    return { status: true, token };
  });

  implement(app, endpoints.logout, user)(async ({ account }) => {
    await accounts.revokeToken(ctx, account);
    return { status: true };
  });

  implement(app, endpoints.changePassword, user)(async ({ body, account, request }) => {
    await perAccount('changePassword', String(account.userId));
    return { status: true, token: await accounts.changePassword(ctx, account, body.old_password, body.new_password, browser(request)) };
  });

  implement(app, endpoints.changeEmail, user)(async ({ body, account, request }) => {
    await perAccount('changeEmail', String(account.userId));
    // Each request mails the address typed: a few an hour from one account, and a ceiling from
    // all of them, so no one's mailbox is flooded from here and strangers cannot spend an
    // account's own allowance.
    const address = body.email.toLowerCase();
    await limiter.enforce(`changeEmail:account:${account.userId}:address:${address}`, EMAIL_LINKS_PER_ADDRESS_PER_HOUR, HOUR_MS);
    await limiter.enforce(`changeEmail:address:${address}`, EMAIL_LINKS_PER_ADDRESS_CEILING_PER_HOUR, HOUR_MS);
    return { status: true, ...(await emailChange.requestEmailChange(ctx, account, body.email, locale(request))) };
  });

  implement(app, endpoints.cancelEmailChange, user)(async ({ account }) => ({
    status: true,
    user: await emailChange.cancelEmailChange(ctx, account),
  }));

  implement(app, endpoints.confirmEmailChange, null, limited)(async ({ body, request }) => ({
    status: true,
    email: await emailChange.confirmEmailChange(ctx, body.token, locale(request)),
  }));

  implement(app, endpoints.undoEmailChange, null, limited)(async ({ body, request, reply }) => {
    const undone = await emailChange.undoEmailChange(ctx, body.token, locale(request));
    // The browser that opened the old address's link is the owner's: its reset is not held to
    // the per-address limit, so whoever moved the account cannot keep the owner out by guessing.
    const owner = await accounts.deviceOwner(ctx, { id: undone.userId });
    if (owner !== null) setDeviceCookie(reply, owner);
    return { status: true, email: undone.email };
  });

  implement(app, endpoints.botChats, user)(async ({ account }) => ({ status: true, bots: await botChats.listBotChats(ctx, account.userId) }));

  implement(app, endpoints.linkBot, user)(async ({ body, account }) => ({ status: true, ...(await botChats.issueLinkCode(ctx, account.userId, body.bot)) }));

  implement(app, endpoints.unlinkBot, user)(async ({ body, account }) => {
    await botChats.unlinkBot(ctx, account.userId, body.bot);
    return { status: true, bots: await botChats.listBotChats(ctx, account.userId) };
  });

  implement(app, endpoints.notificationSettings, user)(async ({ account }) => ({ status: true, channels: await notices.notificationSettings(ctx, account.userId) }));

  implement(app, endpoints.setNotificationChannel, user)(async ({ body, account }) => {
    await notices.setNotificationChannel(ctx, account.userId, body.channel, body.enabled);
    return { status: true, channels: await notices.notificationSettings(ctx, account.userId) };
  });

  implement(app, endpoints.sessions, user)(async ({ account }) => ({ status: true, sessions: await sessions.listSessions(ctx, account) }));

  implement(app, endpoints.endSession, user)(async ({ body, account }) => ({
    status: true,
    sessions: await sessions.endSession(ctx, account, body.id),
  }));

  implement(app, endpoints.endOtherSessions, user)(async ({ account }) => ({
    status: true,
    sessions: await sessions.endOtherSessions(ctx, account),
  }));

  implement(app, endpoints.reset, null, limited)(async ({ body, request }) => {
    await captcha(request, body.recaptchaToken);
    await accounts.requestPasswordReset(ctx, body.email, locale(request));
    return { status: true };
  });

  implement(app, endpoints.validateResetCode, null, limited)(async ({ body, request }) => {
    await accounts.validateResetCode(ctx, body.email, body.resetCode, await resetChecker(request, body.email));
    return { status: true };
  });

  implement(app, endpoints.setPasswordReset, null, limited)(async ({ body, request }) => {
    const { login } = await accounts.setPasswordAfterReset(ctx, body.email, body.resetCode, body.password, locale(request), await resetChecker(request, body.email));
    return { status: true, login };
  });

  // Public: the prices before sign-up, in the area registration would give this visitor.
  implement(app, endpoints.catalogue, null)(async ({ request }) => {
    const area = shoppingAreaFor(ctx, request);
    const [cheats, products] = await Promise.all([catalogue.listCheats(ctx), catalogue.listProducts(ctx, area)]);
    return { status: true, cheats, shopping_area: area, products };
  });

  implement(app, endpoints.frontendData, user)(async ({ account }) => {
    const row = await accounts.findUser(ctx, account.userId);
    const [cheats, products, owned, history] = await Promise.all([
      catalogue.listCheats(ctx),
      catalogue.listProducts(ctx, row.shopping_area),
      subscriptions.listSubscriptions(ctx, account.userId),
      transactions.listTransactions(ctx, account.userId, TRANSACTIONS_PAGE_SIZE, 0),
    ]);
    return {
      status: true,
      access_token: account.token,
      user: { ...(await accounts.wireUser(ctx, row)), transactions: history },
      cheats,
      shopping_area: row.shopping_area,
      products,
      subscriptions: owned,
    };
  });

  implement(app, endpoints.freeze, user)(async ({ body, account }) => ({
    status: true,
    subscriptions: await subscriptions.freezeSubscription(ctx, account, body.cheat_id),
  }));

  implement(app, endpoints.unfreeze, user)(async ({ body, account }) => ({
    status: true,
    subscriptions: await subscriptions.unfreezeSubscription(ctx, account, body.cheat_id),
  }));

  implement(app, endpoints.transactions, user)(async ({ query, account }) => ({
    status: true,
    data: await transactions.listTransactions(ctx, account.userId, query.limit, query.skip),
  }));

  implement(app, endpoints.confirmation, user)(async ({ account }) => ({
    status: true,
    ...(await accounts.confirmation(ctx, account)),
    bots: ctx.settings.bots,
  }));

  implement(app, endpoints.botConfirm, bot)(async ({ body }) => ({
    status: true,
    login: await accounts.confirmByBot(ctx, body.code, body.bot),
  }));

  implement(app, endpoints.ssoStart, null, limited)(async ({ request: http }) => {
    const request = await sso.startSsoRequest(ctx, askedLocale(http.headers['accept-language']));
    return {
      status: true,
      request_id: request.requestId,
      user_code: request.userCode,
      poll_token: request.pollToken,
      authorize_url: request.authorizeUrl,
      expires_at: request.expiresAt.toISOString(),
    };
  });

  implement(app, endpoints.ssoAuthorize, user)(async ({ body, account }) => {
    await sso.authorizeSsoRequest(ctx, account, body.request_id, body.user_code);
    return { status: true };
  });

  implement(app, endpoints.ssoRefuse, user)(async ({ body }) => {
    await sso.refuseSsoRequest(ctx, body.request_id);
    return { status: true };
  });

  implement(app, endpoints.ssoToken, null)(async ({ body }) => {
    const token = await sso.collectSsoToken(ctx, body.request_id, body.poll_token);
    return token === null ? { status: true, authorized: false } : { status: true, authorized: true, token };
  });

  implement(app, endpoints.createPayment, user)(async ({ body, account }) => {
    if (!ctx.settings.devPages) throw new ApiError('PAYMENT_UNAVAILABLE');
    const payment = await payments.createPayment(ctx, account, { cheatId: body.cheat_id, days: body.days }, body.return_path ?? '/profile/subscription');
    return { status: true, payment_id: payment.paymentId, checkout_url: payment.checkoutUrl };
  });
}
