import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@chameleon/contract';
import { botAnswers } from '../src/bots/messages';
import { botNoticeText, NOTICE_KINDS } from '../src/notifications/notices';
import { mailTemplates } from '../src/services/mail-templates';

// The landing page promises, in every language, that the Telegram bot brings sign-up
// confirmation, subscription notifications and answers from support, and the VK bot "the
// same". Each language has every text those need, so the promise holds whoever reads it.

const home = (locale: string) => JSON.parse(readFileSync(path.resolve(__dirname, '..', '..', 'locales', locale, 'home.json'), 'utf8')) as Record<string, string>;

describe.each(LOCALES)('%s', (locale) => {
  it("has the landing page's bot texts", () => {
    expect(home(locale)['bots.telegram.description']).toBeTruthy();
    expect(home(locale)['bots.vk.description']).toBeTruthy();
  });

  it.each(NOTICE_KINDS)('has the bot text of the %s notification, with the game and its link', (kind) => {
    const text = botNoticeText(
      { kind, channel: 'telegram', userId: 1, login: 'anna', email: 'anna@example.com', locale, cheatId: 1, game: 'Siege Line', seconds: 2 * 86_400 },
      'https://example.com/renew',
    );
    expect(text).not.toMatch(/notice\./);
    expect(text).toContain('Siege Line');
    expect(text).toContain('https://example.com/renew');
  });

  it('has the expiry mails and the support answers', async () => {
    for (const kind of ['endsSoon', 'ended'] as const) {
      const mail = await mailTemplates.subscriptionNotice({ locale, siteUrl: 'https://example.com' }, { kind, login: 'anna', game: 'Siege Line', duration: '2', renewLink: 'https://example.com/renew' });
      expect(mail.subject).toContain('Siege Line');
      expect(mail.text).toContain('https://example.com/renew');
    }
    expect(botAnswers[locale].forwarded('')).not.toMatch(/^forwarded$/);
    expect(botAnswers[locale].supportByMail('help@example.com')).toContain('help@example.com');
    expect(botAnswers[locale].linked('anna')).toContain('anna');
  });
});
