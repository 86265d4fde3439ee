import { TRANSACTIONS_PAGE_SIZE, endpoints } from '@chameleon/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import * as accounts from '../services/accounts';
import * as catalogue from '../services/catalogue';
import { mailLocale } from '../services/mail-templates';
import * as payments from '../services/payments';
import * as sso from '../services/sso';
import * as subscriptions from '../services/subscriptions';
import * as transactions from '../services/transactions';
import { timingSafeEqual } from 'node:crypto';
import { ApiError } from './api-error';
import type { RateLimiter } from './rateLimiter';
import { implement, type Guard, type Limit } from './routing';

/** Registration sets the shopping area from the browser language: Russian gets the ru prices. */
function shoppingAreaFor(acceptLanguage: string | undefined): string {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'ru' || first.startsWith('ru-') || first.startsWith('ru;') ? 'ru' : 'global';
}

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
  const perAddress: Limit = (request, reply) =>
    limiter.enforce(reply, `${request.routeOptions.url ?? request.url}:address:${request.ip}`, ctx.settings.authRateLimit);
  const limited = { limit: perAddress };
  // Per account, whichever addresses the attempts come from (a botnet, rotating proxies).
  const perAccount = (call: string, account: string, reply: FastifyReply) =>
    limiter.enforce(reply, `${call}:account:${account}`, ctx.settings.accountRateLimit);
  const locale = (request: FastifyRequest) => mailLocale(request.headers['accept-language']);

  implement(app, endpoints.login, null, limited)(async ({ body, request, reply }) => {
    // The captcha first: a request without a solved captcha must not spend the account's
    // allowance, or anyone could keep a known login locked out for free.
    await captcha(request, body.recaptchaToken);
    await perAccount('login', accounts.loginKey(body.login), reply);
    return { status: true, token: await accounts.login(ctx, body.login, body.password) };
  });

  implement(app, endpoints.register, null, limited)(async ({ body, request }) => {
    await captcha(request, body.recaptchaToken);
    const token = await accounts.register(ctx, {
      login: body.login,
      email: body.email,
      password: body.password,
      shoppingArea: shoppingAreaFor(request.headers['accept-language']),
    });
    return { status: true, token };
  });

  implement(app, endpoints.logout, user)(async ({ account }) => {
    await accounts.revokeToken(ctx, account);
    return { status: true };
  });

  implement(app, endpoints.changePassword, user)(async ({ body, account, reply }) => {
    await perAccount('changePassword', String(account.userId), reply);
    return { status: true, token: await accounts.changePassword(ctx, account, body.old_password, body.new_password) };
  });

  implement(app, endpoints.changeEmail, user)(async ({ body, account, reply, request }) => {
    // EMAIL_EXISTS tells whether an address is registered: limited, or it lists them.
    await perAccount('changeEmail', String(account.userId), reply);
    return { status: true, user: await accounts.changeEmail(ctx, account, body.email, locale(request)), message: 'EMAIL_CHANGED' };
  });

  implement(app, endpoints.reset, null, limited)(async ({ body, request }) => {
    await captcha(request, body.recaptchaToken);
    await accounts.requestPasswordReset(ctx, body.email, locale(request));
    return { status: true };
  });

  implement(app, endpoints.validateResetCode, null, limited)(async ({ body }) => {
    await accounts.validateResetCode(ctx, body.email, body.resetCode);
    return { status: true };
  });

  implement(app, endpoints.setPasswordReset, null, limited)(async ({ body, request }) => {
    await accounts.setPasswordAfterReset(ctx, body.email, body.resetCode, body.password, locale(request));
    return { status: true };
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
      user: { ...accounts.toWireUser(row), transactions: history },
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

  implement(app, endpoints.ssoStart, null, limited)(async () => {
    const request = await sso.startSsoRequest(ctx);
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
