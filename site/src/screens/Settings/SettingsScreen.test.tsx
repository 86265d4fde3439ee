import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestStore, errorReply, type FakeReply, type FakeRoutes } from '../testing/fakeApi';
import { deferred } from '../../transport/testing/fakeServer';
import { mainData } from '../testing/fixtures';
import { renderAccount } from '../testing/renderAccount';
import { message } from '../testing/renderScreen';
import { readableDate } from './readableDate';

async function changePassword(routes: FakeRoutes, values = { old: 'demo-password-1', next: 'new-password-2', repeat: 'new-password-2' }) {
  // Main data answers with the token it was asked with, as the API does.
  const frontendData: FakeRoutes['frontendData'] = ({ token }) => ({ body: mainData({ access_token: token ?? '' }) });
  const harness = createTestStore({ frontendData, ...routes }, { token: 'token-1' });
  renderAccount(harness.store, '/profile/settings/');
  const form = within(await screen.findByRole('form', { name: message('settings', 'password.title') }));
  const user = userEvent.setup();
  await user.type(form.getByLabelText(message('settings', 'password.old')), values.old);
  await user.type(form.getByLabelText(message('settings', 'password.new')), values.next);
  await user.type(form.getByLabelText(message('settings', 'password.repeat')), values.repeat);
  await user.click(form.getByRole('button', { name: message('settings', 'password.submit') }));
  return { ...harness, form };
}

it('changes the password, keeps the new token and says so', async () => {
  const { store, calls, cookies } = await changePassword({ changePassword: { body: { status: true, token: 'token-2' } } });
  await waitFor(() => expect(store.notifications.notifications.map((toast) => toast.title)).toEqual(['passwordChanged.title']));
  expect(cookies.get()).toBe('token-2');
  expect(calls.find((call) => call.endpoint === 'changePassword')?.body).toEqual({
    old_password: 'demo-password-1',
    new_password: 'new-password-2',
  });
  expect(calls.at(-1)).toMatchObject({ endpoint: 'frontendData', authorization: 'Bearer token-2' });
});

it('shows a wrong current password at its field', async () => {
  const { form } = await changePassword({ changePassword: errorReply(400, 'INVALID_PASSWORD') });
  const old = form.getByLabelText(message('settings', 'password.old'));
  await waitFor(() => expect(old).toHaveAccessibleDescription(message('errors.auth', 'INVALID_PASSWORD')));
  expect(old).toHaveValue('demo-password-1');
});

it('checks the repeat before calling the server', async () => {
  const { calls, form } = await changePassword({}, { old: 'demo-password-1', next: 'new-password-2', repeat: 'new-password-3' });
  expect(form.getByLabelText(message('settings', 'password.repeat'))).toHaveAccessibleDescription(message('errors.auth', 'PASSWORD_REPEAT_MISMATCH'));
  expect(calls.some((call) => call.endpoint === 'changePassword')).toBe(false);
});

it("names the account to password managers: the password form carries the login as its hidden username", async () => {
  const harness = createTestStore({ frontendData: { body: mainData() } }, { token: 'token-1' });
  const { container } = renderAccount(harness.store, '/profile/settings/');
  const form = await screen.findByRole('form', { name: message('settings', 'password.title') });
  // Chromium asks for one beside every password form, so a saved or changed password is filed
  // under the right account; hidden, it is in nobody's way (and out of the accessibility tree).
  const username = form.querySelector<HTMLInputElement>('input[autocomplete="username"]');
  expect(username).not.toBeNull();
  expect(username).toHaveValue(mainData().user.login);
  expect(username).not.toBeVisible();
  expect(username?.form).toBe(form);
  // Not a field of the form: the request carries exactly the spec's keys (checked above).
  expect(container.querySelectorAll('input[autocomplete="username"]')).toHaveLength(1);
});

it("names the account to password managers in the restore flow's password step too", async () => {
  const ok = { body: { status: true } };
  const harness = createTestStore({ frontendData: { body: mainData() }, reset: ok, validateResetCode: ok }, { token: 'token-1' });
  renderAccount(harness.store, '/profile/settings/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: message('settings', 'restore.start') }));
  await user.click(screen.getByRole('checkbox', { name: message('auth', 'captcha.dev') }));
  await user.click(screen.getByRole('button', { name: message('auth', 'restore.sendCode') }));
  await user.type(await screen.findByLabelText(message('auth', 'restore.code'), { exact: false }), '123456');
  await user.click(screen.getByRole('button', { name: message('auth', 'restore.checkCode') }));
  const restoreForm = await screen.findByRole('form', { name: message('auth', 'restore.title') });
  await within(restoreForm).findByLabelText(message('auth', 'restore.newPassword'), { exact: false });
  expect(restoreForm.querySelector('input[autocomplete="username"]')).toHaveValue(mainData().user.login);
});

async function changeEmail(routes: FakeRoutes, email: string) {
  const harness = createTestStore({ frontendData: { body: mainData() }, ...routes }, { token: 'token-1' });
  renderAccount(harness.store, '/profile/settings/');
  const form = within(await screen.findByRole('form', { name: message('settings', 'email.title') }));
  const user = userEvent.setup();
  await user.type(form.getByLabelText(message('settings', 'email.new')), email);
  await user.click(form.getByRole('button', { name: message('settings', 'email.submit') }));
  return { ...harness, form };
}

it('shows an address the server refuses at the field and raises the invalid e-mail notification', async () => {
  const { store, form } = await changeEmail({ changeEmail: errorReply(400, 'INVALID_EMAIL') }, 'player@example.com');
  await waitFor(() => expect(form.getByLabelText(message('settings', 'email.new'))).toHaveAccessibleDescription('Enter a valid email address'));
  expect(store.notifications.notifications).toEqual([expect.objectContaining({ title: 'emailInvalid.title', content: 'emailInvalid.content', type: 'warning' })]);
});

it('checks the address before calling the server, with no notification', async () => {
  const { calls, store, form } = await changeEmail({}, 'player@');
  expect(form.getByLabelText(message('settings', 'email.new'))).toHaveAccessibleDescription('Enter a valid email address');
  expect({ sent: calls.some((call) => call.endpoint === 'changeEmail'), notifications: store.notifications.notifications }).toEqual({ sent: false, notifications: [] });
});

it('shows a taken address at the field without the invalid e-mail notification', async () => {
  const { store, form } = await changeEmail({ changeEmail: errorReply(409, 'EMAIL_EXISTS') }, 'taken@example.com');
  await waitFor(() => expect(form.getByLabelText(message('settings', 'email.new'))).toHaveAccessibleDescription(message('errors.auth', 'EMAIL_EXISTS')));
  expect(store.notifications.notifications).toEqual([]);
});

// The restore flow opened from settings has no e-mail field (the account's address is used),
// so it must not ask for "the email you signed up with".
it('opens the restore flow without asking for an e-mail it does not show', async () => {
  const harness = createTestStore({ frontendData: { body: mainData() } }, { token: 'token-1' });
  renderAccount(harness.store, '/profile/settings/');
  await userEvent.setup().click(await screen.findByRole('button', { name: message('settings', 'restore.start') }));
  const restoreForm = await screen.findByRole('form', { name: message('auth', 'restore.title') });
  expect(within(restoreForm).queryByText(message('auth', 'restore.emailLead'))).not.toBeInTheDocument();
  expect(within(restoreForm).queryByRole('textbox', { name: message('auth', 'email') })).not.toBeInTheDocument();
});

describe('a new address waits for its link', () => {
  const pendingUser = { pending_email: 'new@example.com', pending_email_expires_at: '2026-03-02T12:00:00.000Z' };
  const waiting = () => ({ ...mainData().user, ...pendingUser });

  it('says a link went to the new address, valid for 24 hours', async () => {
    const { store } = await changeEmail({ changeEmail: { body: { status: true, user: waiting(), message: 'EMAIL_CONFIRMATION_SENT' } } }, 'new@example.com');
    await waitFor(() =>
      expect(store.notifications.notifications).toEqual([
        expect.objectContaining({ title: 'emailLinkSent.title', content: 'emailLinkSent.content', type: 'success', data: { email: 'new@example.com', hours: 24 } }),
      ]),
    );
  });

  it('shows the address waiting for confirmation, with the link’s expiry', async () => {
    await changeEmail({ changeEmail: { body: { status: true, user: waiting(), message: 'EMAIL_CONFIRMATION_SENT' } } }, 'new@example.com');
    const pending = await screen.findByRole('group', { name: message('settings', 'email.pending', { email: 'new@example.com' }) });
    expect(pending.textContent).toContain(message('settings', 'email.pendingHint', { date: readableDate('2026-03-02T12:00:00.000Z') }));
  });

  it('keeps the address in effect as the current one', async () => {
    await changeEmail({ changeEmail: { body: { status: true, user: waiting(), message: 'EMAIL_CONFIRMATION_SENT' } } }, 'new@example.com');
    expect(await screen.findByText(message('settings', 'email.current', { email: mainData().user.email }))).toBeInTheDocument();
  });

  it('sends the link again by asking for the pending address again', async () => {
    const harness = createTestStore({ frontendData: { body: mainData({ user: waiting() }) }, changeEmail: { body: { status: true, user: waiting(), message: 'EMAIL_CONFIRMATION_SENT' } } }, { token: 'token-1' });
    renderAccount(harness.store, '/profile/settings/');
    await userEvent.setup().click(await screen.findByRole('button', { name: message('settings', 'email.resend') }));
    await waitFor(() => expect(harness.calls.filter((call) => call.endpoint === 'changeEmail').map((call) => call.body)).toEqual([{ email: 'new@example.com' }]));
  });

  it('cancels the change and shows no pending address afterwards', async () => {
    const harness = createTestStore({ frontendData: { body: mainData({ user: waiting() }) }, cancelEmailChange: { body: { status: true, user: mainData().user } } }, { token: 'token-1' });
    renderAccount(harness.store, '/profile/settings/');
    await userEvent.setup().click(await screen.findByRole('button', { name: message('settings', 'email.cancelChange') }));
    await waitFor(() => expect(screen.queryByRole('group', { name: message('settings', 'email.pending', { email: 'new@example.com' }) })).not.toBeInTheDocument());
    expect(harness.store.notifications.notifications.map((toast) => toast.title)).toEqual(['emailChangeCancelled.title']);
  });

  it('says so when the address asked for is the one in effect', async () => {
    const { store } = await changeEmail({ changeEmail: { body: { status: true, user: mainData().user, message: 'EMAIL_UNCHANGED' } } }, mainData().user.email);
    await waitFor(() => expect(store.notifications.notifications.map((toast) => toast.title)).toEqual(['emailUnchanged.title']));
  });

  it('keeps "email changed" for a backend that changes the address at once', async () => {
    const changed = { ...mainData().user, email: 'new@example.com' };
    const { store } = await changeEmail({ changeEmail: { body: { status: true, user: changed } } }, 'new@example.com');
    await waitFor(() => expect(store.notifications.notifications.map((toast) => toast.title)).toEqual(['emailChanged.title']));
    expect(screen.queryByRole('group', { name: message('settings', 'email.pending', { email: 'new@example.com' }) })).not.toBeInTheDocument();
  });
});

describe('the lists below the forms', () => {
  const here = { id: 's-here', kind: 'browser', device: 'Chrome on Windows', created_at: null, last_used_at: null, current: true };
  const bots = [{ bot: 'telegram', linked: false, linked_at: null }];
  const channels = [{ channel: 'email', enabled: true, linked: true }];
  const region = (name: string) => screen.queryByRole('region', { name: message('settings', name) });

  it('reads the sessions, the bot chats and the switches at once, and shows both cards together once all have answered', async () => {
    const sessions = deferred<FakeReply>();
    const harness = createTestStore(
      {
        frontendData: { body: mainData() },
        sessions: () => sessions.promise,
        botChats: { body: { status: true, bots } },
        notificationSettings: { body: { status: true, channels } },
      },
      { token: 'token-1' },
    );
    renderAccount(harness.store, '/profile/settings/');
    await waitFor(() => expect(harness.store.botChats.channelsStatus).toBe('loaded'));
    expect(harness.calls.map((call) => call.endpoint)).toEqual(expect.arrayContaining(['sessions', 'botChats', 'notificationSettings']));
    // The bots have answered, the sessions not: neither card yet, the forms above already there.
    expect(region('bots.title')).not.toBeInTheDocument();
    expect(region('sessions.title')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: message('settings', 'restore.title') })).toBeInTheDocument();
    sessions.resolve({ body: { status: true, sessions: [here] } });
    expect(await screen.findByRole('region', { name: message('settings', 'sessions.title') })).toBeInTheDocument();
    expect(region('bots.title')).toBeInTheDocument();
  });

  it('keeps both cards while one list is read again', async () => {
    const harness = createTestStore(
      { frontendData: { body: mainData() }, sessions: errorReply(503, 'TIMEOUT'), botChats: { body: { status: true, bots } }, notificationSettings: { body: { status: true, channels } } },
      { token: 'token-1' },
    );
    renderAccount(harness.store, '/profile/settings/');
    const card = within(await screen.findByRole('region', { name: message('settings', 'sessions.title') }));
    const retried = deferred<FakeReply>();
    harness.routes.sessions = () => retried.promise;
    await userEvent.setup().click(await card.findByRole('button', { name: message('settings', 'sessions.retry') }));
    expect(region('bots.title')).toBeInTheDocument();
    expect(region('sessions.title')).toBeInTheDocument();
    retried.resolve({ body: { status: true, sessions: [here] } });
    expect(await card.findByText(message('settings', 'sessions.none'))).toBeInTheDocument();
  });
});

describe('where you are signed in', () => {
  const here = { id: 's-here', kind: 'browser', device: 'Chrome on Windows', created_at: '2026-03-01T10:00:00.000Z', last_used_at: '2026-03-01T12:00:00.000Z', current: true };
  const launcher = { id: 's-launcher', kind: 'launcher', device: 'Chameleon launcher 2.1', created_at: '2026-02-20T10:00:00.000Z', last_used_at: '2026-02-28T09:00:00.000Z', current: false };
  const sessionsCard = () => screen.findByRole('region', { name: message('settings', 'sessions.title') });
  const withSessions = (routes: FakeRoutes = {}) => {
    const harness = createTestStore({ frontendData: { body: mainData() }, sessions: { body: { status: true, sessions: [here, launcher] } }, ...routes }, { token: 'token-1' });
    renderAccount(harness.store, '/profile/settings/');
    return harness;
  };

  it('is hidden when the backend lacks the sessions call', async () => {
    const harness = createTestStore({ frontendData: { body: mainData() } }, { token: 'token-1' });
    renderAccount(harness.store, '/profile/settings/');
    await screen.findByRole('form', { name: message('settings', 'email.title') });
    await waitFor(() => expect(harness.store.accountSessions.status).toBe('unsupported'));
    expect(screen.queryByRole('region', { name: message('settings', 'sessions.title') })).not.toBeInTheDocument();
    expect(harness.store.notifications.notifications).toEqual([]);
  });

  it('lists each session with its kind, device and dates, marking this browser', async () => {
    withSessions();
    const card = within(await sessionsCard());
    const rows = await card.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining(message('settings', 'sessions.current')),
      expect.stringContaining('Chameleon launcher 2.1'),
    ]);
    expect(rows[1]).toHaveTextContent(message('settings', 'sessions.kind.launcher'));
    expect(rows[1]?.textContent).toContain(message('settings', 'sessions.lastUsed', { date: readableDate(launcher.last_used_at) }));
    expect(rows[0]?.textContent).toContain(message('settings', 'sessions.started', { date: readableDate(here.created_at) }));
  });

  it('offers no sign-out for this browser', async () => {
    withSessions();
    const card = within(await sessionsCard());
    const rows = await card.findAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('signs one session out', async () => {
    const harness = withSessions({ endSession: { body: { status: true, sessions: [here] } } });
    const card = within(await sessionsCard());
    const name = message('settings', 'sessions.signOutOf', { device: `${message('settings', 'sessions.kind.launcher')} Chameleon launcher 2.1` });
    await userEvent.setup().click(await card.findByRole('button', { name }));
    await waitFor(() => expect(card.getAllByRole('listitem')).toHaveLength(1));
    expect(harness.calls.find((call) => call.endpoint === 'endSession')?.body).toEqual({ id: 's-launcher' });
  });

  it('signs out everywhere else', async () => {
    const harness = withSessions({ endOtherSessions: { body: { status: true, sessions: [here] } } });
    const card = within(await sessionsCard());
    await userEvent.setup().click(await card.findByRole('button', { name: message('settings', 'sessions.signOutOthers') }));
    expect(await card.findByText(message('settings', 'sessions.none'))).toBeInTheDocument();
    expect(harness.store.notifications.notifications.map((toast) => toast.title)).toEqual(['otherSessionsEnded.title']);
  });

  it('says when the list cannot be loaded and offers to try again', async () => {
    const harness = withSessions({ sessions: errorReply(503, 'TIMEOUT') });
    const card = within(await sessionsCard());
    expect(await card.findByRole('alert')).toHaveTextContent(message('settings', 'sessions.failed'));
    harness.routes.sessions = { body: { status: true, sessions: [here] } };
    await userEvent.setup().click(card.getByRole('button', { name: message('settings', 'sessions.retry') }));
    expect(await card.findByText(message('settings', 'sessions.none'))).toBeInTheDocument();
  });
});

describe('bot chats', () => {
  const unlinked = [
    { bot: 'telegram', linked: false, linked_at: null },
    { bot: 'vk', linked: false, linked_at: null },
  ];
  const botsCard = () => screen.findByRole('region', { name: message('settings', 'bots.title') });
  const withBots = (routes: FakeRoutes = {}) => {
    const harness = createTestStore({ frontendData: { body: mainData() }, botChats: { body: { status: true, bots: unlinked } }, ...routes }, { token: 'token-1' });
    renderAccount(harness.store, '/profile/settings/');
    return harness;
  };

  it('is hidden when the backend lacks the bot calls', async () => {
    const harness = createTestStore({ frontendData: { body: mainData() } }, { token: 'token-1' });
    renderAccount(harness.store, '/profile/settings/');
    await screen.findByRole('form', { name: message('settings', 'email.title') });
    await waitFor(() => expect(harness.store.botChats.status).toBe('unsupported'));
    expect(screen.queryByRole('region', { name: message('settings', 'bots.title') })).not.toBeInTheDocument();
    expect(harness.store.notifications.notifications).toEqual([]);
  });

  it('links Telegram with one tap: the deep link carries the code, and the chat shows as linked once back', async () => {
    const expiresAt = '2026-03-01T10:10:00.000Z';
    const harness = withBots({ linkBot: { body: { status: true, bot: 'telegram', code: 'AB12CD34EF', bot_url: 'https://t.me/chameleon_test_bot', expires_at: expiresAt } } });
    const card = within(await botsCard());
    const bot = message('settings', 'bots.name.telegram');
    await userEvent.setup().click(await card.findByRole('button', { name: message('settings', 'bots.link', { bot }) }));
    const link = await card.findByRole('link', { name: message('settings', 'bots.open', { bot }) });
    expect(link).toHaveAttribute('href', 'https://t.me/chameleon_test_bot?start=AB12CD34EF');
    expect(link.closest('[data-state="linking"]')?.textContent).toContain(message('settings', 'bots.linkHint', { date: readableDate(expiresAt) }));
    expect(harness.calls.find((call) => call.endpoint === 'linkBot')?.body).toEqual({ bot: 'telegram' });
    // The user comes back from Telegram: the card reads the chats again.
    harness.routes.botChats = { body: { status: true, bots: [{ bot: 'telegram', linked: true, linked_at: '2026-03-01T10:01:00.000Z' }, unlinked[1]] } };
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(card.getAllByRole('listitem')[0]?.textContent).toContain(message('settings', 'bots.linkedAt', { date: readableDate('2026-03-01T10:01:00.000Z') })));
    expect(card.queryByRole('link', { name: message('settings', 'bots.open', { bot }) })).not.toBeInTheDocument();
  });

  it('shows the code to send for VK beside the link to the bot', async () => {
    withBots({ linkBot: { body: { status: true, bot: 'vk', code: 'ZX98CV76BN', bot_url: 'https://vk.me/chameleon_test', expires_at: '2026-03-01T10:10:00.000Z' } } });
    const card = within(await botsCard());
    const bot = message('settings', 'bots.name.vk');
    await userEvent.setup().click(await card.findByRole('button', { name: message('settings', 'bots.link', { bot }) }));
    expect(await card.findByDisplayValue('ZX98CV76BN')).toBeInTheDocument();
    expect(card.getByRole('link', { name: message('settings', 'bots.open', { bot }) })).toHaveAttribute('href', 'https://vk.me/chameleon_test');
  });

  it('unlinks a chat and says so', async () => {
    const harness = withBots({
      botChats: { body: { status: true, bots: [{ bot: 'telegram', linked: true, linked_at: '2026-03-01T10:01:00.000Z' }, unlinked[1]] } },
      unlinkBot: { body: { status: true, bots: unlinked } },
    });
    const card = within(await botsCard());
    await userEvent.setup().click(await card.findByRole('button', { name: message('settings', 'bots.unlinkOf', { bot: message('settings', 'bots.name.telegram') }) }));
    await waitFor(() => expect(harness.store.notifications.notifications.map((toast) => toast.title)).toEqual(['botUnlinked.title']));
    expect(harness.calls.find((call) => call.endpoint === 'unlinkBot')?.body).toEqual({ bot: 'telegram' });
    expect(card.getByRole('button', { name: message('settings', 'bots.link', { bot: message('settings', 'bots.name.telegram') }) })).toBeInTheDocument();
  });

  it('switches a channel off, and keeps a bot that is not linked off limits', async () => {
    const channels = (telegram: boolean) => [
      { channel: 'telegram', linked: true, enabled: telegram },
      { channel: 'vk', linked: false, enabled: true },
      { channel: 'email', linked: true, enabled: true },
    ];
    const harness = withBots({
      notificationSettings: { body: { status: true, channels: channels(true) } },
      setNotificationChannel: { body: { status: true, channels: channels(false) } },
    });
    const card = within(await botsCard());
    const group = within(await card.findByRole('group', { name: message('settings', 'notify.legend') }));
    const telegram = group.getByRole('checkbox', { name: message('settings', 'notify.telegram') });
    expect(telegram).toBeChecked();
    expect(group.getByRole('checkbox', { name: new RegExp(message('settings', 'notify.vk')) })).toBeDisabled();
    expect(group.getByRole('checkbox', { name: message('settings', 'notify.email') })).toBeChecked();
    await userEvent.setup().click(telegram);
    await waitFor(() => expect(telegram).not.toBeChecked());
    expect(harness.calls.find((call) => call.endpoint === 'setNotificationChannel')?.body).toEqual({ channel: 'telegram', enabled: false });
  });

  it('shows no switches when the backend lacks them', async () => {
    withBots();
    const card = within(await botsCard());
    await card.findAllByRole('listitem');
    expect(card.queryByRole('group')).not.toBeInTheDocument();
  });

  it('leaves out a bot the site does not know', async () => {
    withBots({ botChats: { body: { status: true, bots: [...unlinked, { bot: 'whatsapp', linked: true }] } } });
    const card = within(await botsCard());
    expect(await card.findAllByRole('listitem')).toHaveLength(2);
  });
});
