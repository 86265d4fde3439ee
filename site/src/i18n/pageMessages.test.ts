import { translatorFrom } from './pageMessages';

const locales = {
  edges: [
    { node: { ns: 'main', language: 'en', data: JSON.stringify({ 'error.notFound': 'Page not found: {{path}}' }) } },
    { node: { ns: 'home', language: 'en', data: JSON.stringify({ title: 'Home' }) } },
  ],
};

it('reads a message of a namespace', () => {
  expect(translatorFrom(locales)('home', 'title')).toBe('Home');
});

it('fills placeholders', () => {
  expect(translatorFrom(locales)('main', 'error.notFound', { path: '/x/' })).toBe('Page not found: /x/');
});

it('returns the key when the message is missing', () => {
  expect(translatorFrom(locales)('main', 'nothing')).toBe('nothing');
});

it('works without loaded messages', () => {
  expect(translatorFrom(undefined)('main', 'title')).toBe('title');
});
