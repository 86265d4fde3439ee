import { DEVELOPMENT_CAPTCHA_TOKEN } from '@chameleon/contract';

/** Answers whether a captcha token is genuine. */
export type CaptchaVerifier = (token: string, remoteIp: string) => Promise<boolean>;

/** Without a reCAPTCHA secret only the development token passes, so a missing answer still fails. */
export const developmentCaptcha: CaptchaVerifier = async (token) => token === DEVELOPMENT_CAPTCHA_TOKEN;

export function googleCaptcha(secret: string, fetchImpl: typeof fetch = fetch): CaptchaVerifier {
  return async (token, remoteIp) => {
    try {
      const response = await fetchImpl('https://www.google.com/recaptcha/api/siteverify', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }).toString(),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) return false;
      const answer = (await response.json()) as { success?: unknown };
      return answer.success === true;
    } catch {
      // Google unreachable: refuse rather than let every request through.
      return false;
    }
  };
}
