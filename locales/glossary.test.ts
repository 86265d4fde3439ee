import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiNamespaces, languages, namespaces, type Language } from './config';

// The site's messages and the API's (mails, bot answers) are one catalogue to its readers.
const everyNamespace = [...namespaces, ...apiNamespaces];

/**
 * What a machine can check of the catalogue's language (glossary.json; the reasons are in
 * GLOSSARY.md): one term per concept, one form of address, status words that agree with
 * their noun, no developer wording, and each language's quotes and spacing (French: ’ and a
 * no-break space before ? ! : ; and inside « »). Reading every message as a native speaker
 * would is still a person's job; this keeps what they decided from drifting back.
 */
type Pattern = string | { pattern: string; caseSensitive?: boolean };

interface LanguageGlossary {
  address: { form: string; note: string; forbidden: Pattern[] };
  terms: Record<string, { use: string; note?: string; forbidden?: Pattern[] }>;
  agreement?: { keys: string; why: string; forbidden: Pattern[] }[];
  typography: { quotes: string; paired?: string[]; spaceBeforeHighPunctuation?: string; forbidden?: Pattern[] };
  developerWords?: Pattern[];
}

interface Glossary {
  concepts: string[];
  languages: Record<Language, LanguageGlossary>;
}

const glossary = JSON.parse(readFileSync(join(__dirname, 'glossary.json'), 'utf8')) as Glossary;

// JS's \b knows only ASCII letters, so /\bты\b/ never matches; the glossary's \b means this.
const boundary = String.raw`(?:(?<=[\p{L}\p{N}_])(?![\p{L}\p{N}_])|(?<![\p{L}\p{N}_])(?=[\p{L}\p{N}_]))`;

function compile(entry: Pattern): RegExp {
  const { pattern, caseSensitive = false } = typeof entry === 'string' ? { pattern: entry } : entry;
  return new RegExp(pattern.replaceAll(String.raw`\b`, boundary), caseSensitive ? 'gu' : 'giu');
}

// Placeholders are code, not words: `{{login}}` is not the English noun "login".
const withoutPlaceholders = (message: string) => message.replace(/\{\{\s*\w+\s*\}\}|\{\w+\}/g, 'X');

/** Every message but the links namespace (addresses, not text), as "namespace:key" -> text. */
function catalogue(lng: Language): Map<string, string> {
  const messages = new Map<string, string>();
  for (const ns of everyNamespace) {
    if (ns === 'links') continue;
    const data = JSON.parse(readFileSync(join(__dirname, lng, `${ns}.json`), 'utf8')) as Record<string, string>;
    for (const [key, text] of Object.entries(data)) messages.set(`${ns}:${key}`, withoutPlaceholders(text));
  }
  return messages;
}

/** "namespace:key: “what matched”" for every message matching a pattern. */
function offences(messages: Map<string, string>, patterns: readonly Pattern[], keys?: RegExp): string[] {
  const found = new Set<string>();
  for (const [id, text] of messages) {
    if (keys !== undefined && !keys.test(id)) continue;
    for (const pattern of patterns) {
      for (const match of text.matchAll(compile(pattern))) found.add(`${id}: “${match[0]}”`);
    }
  }
  return [...found];
}

describe('the glossary’s patterns', () => {
  it('treat Cyrillic and accented letters as letters at word boundaries', () => {
    expect('Ты готов?').toMatch(compile('\\bты\\b'));
    expect('Быты и нравы').not.toMatch(compile('\\bты\\b'));
    expect('Votre abonnement est gelée.').toMatch(compile('\\bgelée\\b'));
    expect('Gelées').not.toMatch(compile('\\bgelée\\b'));
  });

  it('tell German formal address from sie (they, it)', () => {
    const formal = glossary.languages.de.address.forbidden;
    const check = (text: string) => offences(new Map([['x', text]]), formal);
    expect(check('Bitte versuchen Sie es erneut')).toHaveLength(1);
    expect(check('Ihre Zeit bleibt erhalten')).toHaveLength(1);
    expect(check('Kopiere sie von Hand, sie bleiben erhalten')).toEqual([]);
    expect(check('Du kannst es jederzeit tun. Dein Abo bleibt')).toEqual([]);
    expect(check('Wir schicken Dir einen Code')).toHaveLength(1);
  });
});

describe.each(languages)('%s', (lng) => {
  const rules = glossary.languages[lng];
  const messages = catalogue(lng);
  const text = [...messages.values()].join('\n').toLowerCase();

  it('has a glossary entry for every concept and a form of address', () => {
    expect(glossary.concepts.filter((concept) => rules.terms[concept] === undefined)).toEqual([]);
    expect(rules.address.form.trim()).not.toBe('');
  });

  it('uses every glossary term it names', () => {
    const unused = Object.entries(rules.terms).filter(([, term]) => !text.includes(term.use.toLowerCase()));
    expect(unused.map(([concept, term]) => `${concept}: ${term.use}`)).toEqual([]);
  });

  it('says each concept with the glossary’s term only', () => {
    expect(offences(messages, Object.values(rules.terms).flatMap((term) => term.forbidden ?? []))).toEqual([]);
  });

  it(`addresses the user one way only (${rules.address.form})`, () => {
    expect(offences(messages, rules.address.forbidden)).toEqual([]);
  });

  it('makes status words agree with the noun they describe', () => {
    const found = (rules.agreement ?? []).flatMap((rule) => offences(messages, rule.forbidden, new RegExp(rule.keys, 'u')).map((o) => `${o} (${rule.why})`));
    expect(found).toEqual([]);
  });

  it('speaks in user words, not developer wording', () => {
    expect(offences(messages, rules.developerWords ?? [])).toEqual([]);
  });

  it(`quotes with ${rules.typography.quotes} and curly apostrophes only`, () => {
    const foreign = [...'"\'«»“”„‚‘'].filter((mark) => !rules.typography.quotes.includes(mark));
    const found: string[] = [];
    for (const [id, message] of messages) for (const mark of foreign) if (message.includes(mark)) found.push(`${id}: ${mark}`);
    expect(found).toEqual([]);
  });

  it('follows the language’s spacing and punctuation rules', () => {
    expect(offences(messages, rules.typography.forbidden ?? [])).toEqual([]);
    const unpaired: string[] = [];
    for (const [opening, closing] of (rules.typography.paired ?? []).map((pair) => [...pair] as [string, string])) {
      for (const [id, message] of messages) {
        if (message.split(opening).length !== message.split(closing).length) unpaired.push(`${id}: ${opening}…${closing}`);
      }
    }
    expect(unpaired).toEqual([]);
  });
});

// Dates reach every language as the spec's day.month.year hour:minute (ui's formatDateTime);
// an i18next formatter in a message ({{date, datetime}}) would bring back a per-language one.
it.each(languages)('%s leaves dates and numbers to the code: plain {{name}} placeholders only', (lng) => {
  const formatted: string[] = [];
  for (const ns of everyNamespace) {
    const data = JSON.parse(readFileSync(join(__dirname, lng, `${ns}.json`), 'utf8')) as Record<string, string>;
    for (const [key, text] of Object.entries(data)) {
      for (const [placeholder] of text.matchAll(/\{\{[^}]*\}\}/g)) if (!/^\{\{\s*\w+\s*\}\}$/.test(placeholder)) formatted.push(`${ns}:${key}: ${placeholder}`);
    }
  }
  expect(formatted).toEqual([]);
});

describe('French spacing', () => {
  const space = glossary.languages.fr.typography.spaceBeforeHighPunctuation;
  const messages = catalogue('fr');

  it('is one chosen no-break space', () => {
    expect(space).toBe('\u00a0');
  });

  it('puts it before ? ! : ; and inside « », never a plain space or none', () => {
    const found: string[] = [];
    for (const [id, message] of messages) {
      [...message].forEach((char, i) => {
        const before = message[i - 1];
        const after = message[i + 1];
        if ('?!:;'.includes(char) && message.slice(i, i + 3) !== '://' && before !== space) found.push(`${id}: “${message.slice(Math.max(0, i - 6), i + 1)}”`);
        if (char === '«' && after !== space) found.push(`${id}: “${message.slice(i, i + 6)}”`);
        if (char === '»' && before !== space) found.push(`${id}: “${message.slice(Math.max(0, i - 6), i + 1)}”`);
      });
      if (/ \u00a0|\u00a0 /u.test(message)) found.push(`${id}: doubled space`);
    }
    expect(found).toEqual([]);
  });
});
