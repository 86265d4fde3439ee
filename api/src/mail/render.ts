import type { ReactElement } from 'react';
import { render } from '@react-email/render';

/** A mail component's HTML document, as sent and as the mail stories show it. */
export async function renderHtml(mail: ReactElement): Promise<string> {
  // React 18's streaming renderer, when a character does not fit the end of its 2 KiB buffer,
  // flushes the whole buffer, unused NUL bytes and all (fixed in React 19). NUL never belongs
  // in HTML, and PostgreSQL refuses it in text: dropping it restores the markup exactly.
  return (await render(mail)).replaceAll('\u0000', '');
}
