import i18next from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@chameleon/contract';
import botDe from '../../locales/de/bot.json';
import botEn from '../../locales/en/bot.json';
import botEs from '../../locales/es/bot.json';
import botFr from '../../locales/fr/bot.json';
import botRu from '../../locales/ru/bot.json';
import linksDe from '../../locales/de/links.json';
import linksEn from '../../locales/en/links.json';
import linksEs from '../../locales/es/links.json';
import linksFr from '../../locales/fr/links.json';
import linksRu from '../../locales/ru/links.json';
import mailDe from '../../locales/de/mail.json';
import mainDe from '../../locales/de/main.json';
import mailEn from '../../locales/en/mail.json';
import mainEn from '../../locales/en/main.json';
import mailEs from '../../locales/es/mail.json';
import mainEs from '../../locales/es/main.json';
import mailFr from '../../locales/fr/mail.json';
import mainFr from '../../locales/fr/main.json';
import mailRu from '../../locales/ru/mail.json';
import mainRu from '../../locales/ru/main.json';

// The API's own texts (mails, bot answers) come from the same catalogue as the site's, under its
// tests, rendered by the same library. Static imports rather than reading files: the API under
// tsx and Jest and the mail stories in Storybook's browser bundle all load them the same way.
const resources: Record<Locale, Record<MessageNamespace, Record<string, string>>> = {
  ru: { mail: mailRu, bot: botRu, links: linksRu, main: mainRu },
  en: { mail: mailEn, bot: botEn, links: linksEn, main: mainEn },
  de: { mail: mailDe, bot: botDe, links: linksDe, main: mainDe },
  es: { mail: mailEs, bot: botEs, links: linksEs, main: mainEs },
  fr: { mail: mailFr, bot: botFr, links: linksFr, main: mainFr },
};

/**
 * `mail` and `bot` are the API's own; `links` gives the mails' support address; `main` names a
 * game with its genre as the site does.
 */
export type MessageNamespace = 'mail' | 'bot' | 'links' | 'main';

const catalogue = i18next.createInstance();
// With `resources` given and `initImmediate: false`, init completes before it returns.
void catalogue.init({
  resources,
  lng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  // A missing message must fail the catalogue test, not show another language.
  fallbackLng: false,
  // React escapes the HTML part; the text part is not HTML.
  interpolation: { escapeValue: false },
  returnNull: false,
  initImmediate: false,
});

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The messages of one namespace in one language, with `{{name}}` values and `count` plurals. */
export function translator(locale: Locale, ns: MessageNamespace): Translate {
  const t = catalogue.getFixedT(locale, ns);
  return (key, values) => String(t(key, { ...values }));
}
