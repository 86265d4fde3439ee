import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@chameleon/contract';
import { botAnswers } from '../src/bots/messages';
import { vkLocale } from '../src/bots/vk';
import { botLocale } from '../src/bots/receiveMessage';

// The bots send the user back to press the site's button: they must name it as the site does.
it.each(LOCALES)('%s: the confirmed answer names the button of the confirmation page', (locale) => {
  const auth = JSON.parse(readFileSync(path.resolve(__dirname, '..', '..', 'locales', locale, 'auth.json'), 'utf8')) as Record<string, string>;
  expect(botAnswers[locale].confirmed('anna')).toContain(auth['confirm.continue']);
  expect(botAnswers[locale].confirmed('anna')).toContain('anna');
});

it('answers in the language of the user, the site default otherwise', () => {
  expect([botLocale('de'), botLocale('en-GB'), botLocale('pt-BR'), botLocale(undefined)]).toEqual(['de', 'en', 'ru', 'ru']);
  expect([vkLocale(0), vkLocale(3), vkLocale(4), vkLocale(6), vkLocale(16), vkLocale(1), vkLocale(undefined)]).toEqual(['ru', 'en', 'es', 'de', 'fr', 'ru', 'ru']);
});
