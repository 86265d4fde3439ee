import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PWNED } from '../payloads';

/** Elements that could run or load something: none may ever come from typed or served text. */
export const ACTIVE_ELEMENTS = 'script, iframe, frame, object, embed, img, link, meta, base, [onerror], [onload], [srcdoc]';

export function activeElements(root: ParentNode = document.body): Element[] {
  return [...root.querySelectorAll(ACTIVE_ELEMENTS)];
}

export function scriptRan(): boolean {
  return (window as unknown as Record<string, unknown>)[PWNED] !== undefined;
}

const messagesDir = join(__dirname, '..', '..', '..', '..', 'locales', 'en');

/** Every English error message the site can show for a failed call or a field. */
export const ENGLISH_ERROR_MESSAGES: string[] = Object.values(
  JSON.parse(readFileSync(join(messagesDir, 'errors.auth.json'), 'utf8')) as Record<string, string>,
);

export function shownErrors(): string[] {
  const text = document.body.textContent ?? '';
  return ENGLISH_ERROR_MESSAGES.filter((messageText) => text.includes(messageText));
}

/** What an `<input type=email>` keeps of a typed value (the HTML value sanitisation). */
export function sanitizedEmail(value: string): string {
  return value.replace(/[\r\n]/g, '').replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');
}
