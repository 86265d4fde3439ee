/**
 * The bot's link with the confirmation code as its start parameter
 * (https://t.me/<bot>?start=<code>): Telegram opens the chat and sends `/start <code>` on the
 * user's first tap. Telegram accepts 1-64 characters of A-Z a-z 0-9 _ - there, which every
 * code is; anything else gets the bare link, so the user falls back to sending the code.
 */
export function telegramDeepLink(botUrl: string, code: string): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(code)) return botUrl;
  try {
    const url = new URL(botUrl);
    url.searchParams.set('start', code);
    return url.toString();
  } catch {
    return botUrl;
  }
}
