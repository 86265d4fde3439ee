import formbody from '@fastify/formbody';
import { CONFIRMATION_BOTS, LOCALES, confirmationBotField } from '@chameleon/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { answerText, botLocale, receiveText } from '../bots/receiveMessage';
import { DEMO_USER } from '../db/seed';
import { completePayment, findPayment } from '../services/payments';

// Development stand-ins for the outside world: a mailbox instead of real mail, a form instead
// of the Telegram/VK bots, a checkout page instead of a card payment provider.

export const DEV_PAGES = {
  index: '/dev',
  mailbox: '/dev/mailbox',
  bot: '/dev/bot',
  botConfirm: '/dev/bot/confirm',
  clock: '/dev/clock',
  checkout: '/dev/checkout/:paymentId',
} as const;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Chameleon API (development)</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1b1f24; background: #fff; }
  header { border-bottom: 1px solid #d0d7de; margin-bottom: 1rem; } nav a { margin-right: 1rem; }
  article { border: 1px solid #d0d7de; border-radius: 8px; padding: 0.75rem 1rem; margin: 0 0 1rem; }
  pre { white-space: pre-wrap; background: #f6f8fa; padding: 0.5rem; border-radius: 6px; }
  label { display: block; margin: 0.5rem 0; } input, select, button { font: inherit; padding: 0.25rem 0.5rem; }
  .note { color: #57606a; } .ok { color: #1a7f37; } .error { color: #b3261e; }
  .parts { display: grid; grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr)); gap: 1rem; align-items: start; }
  .parts pre { margin: 0; } .parts iframe { width: 100%; height: 36rem; border: 1px solid #d0d7de; border-radius: 6px; }
</style></head>
<body><header><p class="note">Chameleon API · development pages</p>
<nav aria-label="Development pages"><a href="${DEV_PAGES.index}">Index</a><a href="${DEV_PAGES.mailbox}">Mailbox</a><a href="${DEV_PAGES.bot}">Bot</a></nav></header>
<main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/**
 * A mail's HTML is the API's own, but it carries what users typed (logins, addresses): it is
 * shown as a mail client would, in a frame that may run nothing (sandbox="" and a policy
 * without scripts, in the frame and on the page that holds it).
 */
const MAIL_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";
const MAILBOX_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function mailFrame(subject: string, html: string): string {
  const policy = `<meta http-equiv="Content-Security-Policy" content="${MAIL_POLICY}">`;
  const framed = /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${policy}`) : `${policy}${html}`;
  return `<iframe sandbox="" title="HTML: ${escapeHtml(subject)}" srcdoc="${escapeHtml(framed)}"></iframe>`;
}

function wantsJson(request: FastifyRequest): boolean {
  const query = request.query as { format?: string };
  return query.format === 'json' || /application\/json/.test(request.headers.accept ?? '');
}

function sendHtml(reply: FastifyReply, html: string, status = 200) {
  return reply.status(status).type('text/html; charset=utf-8').send(html);
}

// What the stand-in receives: the message text as a user would send it to the bot.
const botMessage = z.object({
  code: z.string().check(z.maxLength(4096)),
  bot: confirmationBotField,
  language: z.optional(z.string().check(z.maxLength(35))),
  /** The chat it comes from (Telegram's chat id, VK's peer id); the stand-in's own chat when not given. */
  chat: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});

/** The stand-in's chat when the form names none: the one the demo links. */
export const DEV_BOT_CHAT = '100001';

/** Moving an account's time on (the demo account's unless a login is named): whole days, at most a year at a time. */
const clockMove = z.object({
  days: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(365)),
  login: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});

const paymentParams = z.object({ paymentId: z.string().check(z.minLength(1), z.maxLength(128)) });

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;

/**
 * Only a request made on this machine straight to the API: not through any proxy (the site's
 * /api proxy, nginx), whose forwarded requests carry `X-Forwarded-For`, not from another host,
 * and addressed to a loopback name: a page on a name that an attacker rebinds to 127.0.0.1
 * (DNS rebinding) reaches the socket from here, but its Host header still names that site.
 */
export function isDirectLoopback(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.has(request.socket.remoteAddress ?? '') && LOOPBACK_HOST.test(request.headers.host ?? '');
}

/** Registers the pages in `app`'s scope; call it inside its own `register` (it adds a form parser). */
export async function registerDevPages(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(formbody);
  // The pages confirm accounts, read every mail (reset codes) and complete payments for free:
  // whatever reaches them from outside this machine's loopback is told they do not exist.
  app.addHook('onRequest', async (request, reply) => {
    if (!isDirectLoopback(request)) return reply.code(404).send({ status: false, message: 'NOT_FOUND' });
  });
  // Plain Fastify routes: these pages speak HTML and forms, not the contract.
  const plain = { validatorCompiler: () => (data: unknown) => ({ value: data }), serializerCompiler: () => JSON.stringify };

  app.get(DEV_PAGES.index, plain, async (_request, reply) =>
    sendHtml(
      reply,
      page(
        'Development pages',
        `<ul>
          <li><a href="${DEV_PAGES.mailbox}">Mailbox</a>: every mail the API wrote (reset codes, new passwords). JSON: <code>?format=json</code>.</li>
          <li><a href="${DEV_PAGES.bot}">Bot</a>: what each linked chat received; plays the Telegram/VK bot receiving a code; moves time on for the demo account.</li>
          <li>Checkout: <code>/dev/checkout/&lt;payment id&gt;</code>, the link a created payment returns.</li>
        </ul>`,
      ),
    ),
  );

  app.get(DEV_PAGES.mailbox, plain, async (request, reply) => {
    const { to } = request.query as { to?: string };
    const mails = await ctx.mailer.list(to);
    if (wantsJson(request)) return reply.send({ status: true, mails });
    const items = mails
      .map(
        (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
          <p class="note">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.created_at)}${mail.error ? ` · <span class="error">not delivered: ${escapeHtml(mail.error)}</span>` : ''}</p>
          <div class="parts"><pre>${escapeHtml(mail.text)}</pre>${mail.html === null ? '' : mailFrame(mail.subject, mail.html)}</div></article>`,
      )
      .join('');
    reply.header('content-security-policy', MAILBOX_POLICY);
    return sendHtml(reply, page('Mailbox', items || '<p>No mail yet.</p>'));
  });

  app.get(DEV_PAGES.bot, plain, async (request, reply) => {
    const received = await botOutbox(ctx);
    if (wantsJson(request)) return reply.send({ status: true, messages: received });
    const chats = [...new Set(received.map((message) => `${message.bot}:${message.chat_id}`))];
    const inbox = chats
      .map((key) => {
        const messages = received.filter((message) => `${message.bot}:${message.chat_id}` === key);
        const first = messages[0];
        if (first === undefined) return '';
        const owner = first.login === null ? 'not linked now' : `linked to ${escapeHtml(first.login)}`;
        return `<section aria-label="${escapeHtml(`${first.bot} chat ${first.chat_id}`)}"><h3>${escapeHtml(first.bot)} chat ${escapeHtml(first.chat_id)} <span class="note">(${owner})</span></h3>${messages
          .map((message) => `<article><p class="note">${escapeHtml(message.created_at)}</p><p>${linkify(escapeHtml(message.text))}</p></article>`)
          .join('')}</section>`;
      })
      .join('');
    return sendHtml(
      reply,
      page(
        'Bot',
        `<h2>What the chats received</h2>
        <p class="note">Without a real bot (no TELEGRAM_BOT_TOKEN / VK_GROUP_TOKEN), notifications to a linked chat land here.</p>
        ${inbox || '<p>No message yet.</p>'}
        <h2>Move time on for an account</h2>
        <p class="note">Moves the account's subscriptions (and what it was told about them) back by whole days, as if the days had passed, then looks for notifications due.</p>
        <form method="post" action="${DEV_PAGES.clock}">
          <label>Login <input name="login" value="${DEMO_USER.login}" required autocomplete="off"></label>
          <label>Days <input name="days" type="number" min="1" max="365" value="1" required></label>
          <button type="submit">Move time on</button>
        </form>
        <h2>Send the bot a message</h2>
        <p>Send the code shown on the site's confirmation page (or a bot link code from settings, or /stop), as the Telegram or VK bot would receive it.
        The answer is the one the real bots give (same code path as POST /bots/telegram and /bots/vk).</p>
        <form method="post" action="${DEV_PAGES.botConfirm}">
          <label>Code <input name="code" required autocomplete="off"></label>
          <label>Chat id <input name="chat" value="${DEV_BOT_CHAT}" required autocomplete="off"></label>
          <label>Bot <select name="bot">${CONFIRMATION_BOTS.map((bot) => `<option value="${bot}">${bot}</option>`).join('')}</select></label>
          <label>User's language <select name="language">${LOCALES.map((locale) => `<option value="${locale}">${locale}</option>`).join('')}</select></label>
          <button type="submit">Send to the bot</button>
        </form>`,
      ),
    );
  });

  app.post(DEV_PAGES.clock, plain, async (request, reply) => {
    const isForm = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
    const move = clockMove.safeParse(request.body);
    if (!move.success) throw new ApiError('INVALID_REQUEST');
    await moveTimeOn(ctx, move.data.login ?? DEMO_USER.login, move.data.days);
    await ctx.notifications?.scan();
    if (isForm) return reply.redirect(DEV_PAGES.bot, 303);
    return reply.send({ status: true, days: move.data.days });
  });

  app.post(DEV_PAGES.botConfirm, plain, async (request, reply) => {
    const isForm = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
    const message = botMessage.safeParse(request.body);
    if (!message.success) throw new ApiError('INVALID_REQUEST');
    const answer = await receiveText(ctx, message.data.code, { bot: message.data.bot, chatId: message.data.chat ?? DEV_BOT_CHAT });
    const text = answerText(answer, botLocale(message.data.language ?? 'en'));
    const confirmed = answer.kind === 'confirmed' || answer.kind === 'linked';
    if (isForm) {
      const note = confirmed
        ? `<p class="ok" role="status">Account ${escapeHtml(answer.login)} is ${answer.kind === 'linked' ? 'linked to this chat' : 'confirmed'}.</p>`
        : `<p class="error" role="alert">INVALID_CODE</p>`;
      return sendHtml(reply, page('Bot', `${note}<p>The bot answers:</p><pre>${escapeHtml(text)}</pre>`), confirmed ? 200 : 400);
    }
    if (!confirmed) throw new ApiError('INVALID_CODE');
    return reply.send({ status: true, login: answer.login, answer: text });
  });

  app.get(DEV_PAGES.checkout, plain, async (request, reply) => {
    const { paymentId } = paymentParams.parse(request.params);
    const payment = await findPayment(ctx, paymentId);
    const price = `${(payment.product.price / 100).toFixed(2)} ${payment.product.currency}`;
    const body = payment.completed
      ? `<p class="ok" role="status">This payment is complete.</p><p><a href="${escapeHtml(returnUrl(ctx, payment.returnPath))}">Back to the site</a></p>`
      : `<p>${escapeHtml(payment.login)} buys <strong>${escapeHtml(payment.cheatName)}</strong>, ${payment.product.params.days} days, for ${escapeHtml(price)}.</p>
         <form method="post" action="/dev/checkout/${encodeURIComponent(payment.id)}"><button type="submit">Pay ${escapeHtml(price)}</button></form>
         <p class="note">Development checkout: no money moves.</p>`;
    return sendHtml(reply, page('Checkout', body));
  });

  app.post(DEV_PAGES.checkout, plain, async (request, reply) => {
    const { paymentId } = paymentParams.parse(request.params);
    const payment = await completePayment(ctx, paymentId);
    const isForm = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
    if (isForm) return reply.redirect(returnUrl(ctx, payment.returnPath), 303);
    return reply.send({ status: true, return_url: returnUrl(ctx, payment.returnPath) });
  });
}

interface ReceivedMessage {
  bot: string;
  chat_id: string;
  login: string | null;
  text: string;
  created_at: string;
}

/** What the bots would have sent, newest first, with the account each chat serves now. */
async function botOutbox(ctx: AppContext): Promise<ReceivedMessage[]> {
  const rows = await ctx.db.query<Omit<ReceivedMessage, 'created_at'> & { created_at: Date }>(
    `select o.bot, o.chat_id, u.login, o.text, o.created_at from bot_outbox o
     left join bot_chats b on b.bot = o.bot and b.chat_id = o.chat_id left join users u on u.id = b.user_id
     order by o.id desc limit 200`,
  );
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/** The site's links in an escaped text, made links (the text came escaped: nothing else is markup). */
function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * An account's time moves on by `days`: its subscriptions' instants move back by that much,
 * and so do the ends that notifications were already written for, so a period told about
 * stays told about.
 */
async function moveTimeOn(ctx: AppContext, login: string, days: number): Promise<void> {
  const shift = `${days} days`;
  await ctx.db.transaction(async (tx) => {
    const [demo] = await tx.query<{ id: number }>(`select id from users where lower(login) = lower($1)`, [login]);
    if (demo === undefined) throw new ApiError('INVALID_REQUEST');
    await tx.query(
      `update subscriptions set expires_at = expires_at - $2::interval, frozen_at = frozen_at - $2::interval,
         next_froze_date = next_froze_date - $2::interval, unfrozen_date = unfrozen_date - $2::interval
       where user_id = $1`,
      [demo.id, shift],
    );
    await tx.query(
      `update notifications set occasion = (occasion::bigint - $2 * 86400)::text
       where user_id = $1 and kind in ('ends_in_3_days', 'ends_in_1_day', 'ended')`,
      [demo.id, days],
    );
  });
}

function returnUrl(ctx: AppContext, path: string): string {
  return new URL(path, ctx.settings.siteUrl).toString();
}
