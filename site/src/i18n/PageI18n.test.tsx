import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { I18nextContext } from 'gatsby-plugin-react-i18next/dist/i18nextContext';
import { wrapPageElement as pluginWrapPageElement } from 'gatsby-plugin-react-i18next/dist/plugin/wrapPageElement';
import type { PluginOptions } from 'gatsby-plugin-react-i18next/dist/types';
import { useTranslation } from 'react-i18next';
import { PageI18n, i18nextOptions, type PageLanguage } from './PageI18n';
import { useLocale } from './useLocale';

const locales = {
  edges: [
    { node: { ns: 'home', language: 'de', data: JSON.stringify({ title: 'Startseite', 'hero.lead': 'Skins für {{game}}.' }) } },
    { node: { ns: 'main', language: 'de', data: JSON.stringify({ 'meta.title': 'Chameleon', 'only.main': 'Nur in main' }) } },
  ],
};
const page: PageLanguage = { language: 'de', originalPath: '/auth/sign-in/' };

function Messages() {
  const { t, i18n } = useTranslation();
  const { t: tHome } = useTranslation('home');
  const { t: tMain } = useTranslation('main');
  const { language, originalPath, path } = useLocale();
  return (
    <ul>
      <li>{tHome('title')}</li>
      <li>{tHome('hero.lead', { game: 'Shooter & Co' })}</li>
      <li>{tMain('meta.title')}</li>
      {/* The page's first namespace is the default, the others its fallbacks. */}
      <li>{t('title')}</li>
      <li>{t('only.main')}</li>
      <li>{tHome('missing.key')}</li>
      <li>{`${language} ${originalPath} ${path('/profile/')} ${i18n.language}`}</li>
    </ul>
  );
}

const texts = () => screen.getAllByRole('listitem').map((item) => item.textContent);

it('gives the page its messages and its language', () => {
  render(
    <PageI18n page={page} locales={locales}>
      <Messages />
    </PageI18n>,
  );
  expect(texts()).toEqual(['Startseite', 'Skins für Shooter & Co.', 'Chameleon', 'Startseite', 'Nur in main', 'missing.key', 'de /auth/sign-in/ /de/profile/ de']);
});

it('translates as gatsby-plugin-react-i18next 3 page wrapper did, with the options the site gave it', () => {
  // What the plugin's wrapper read from the page (its context) and from gatsby-config.
  const pluginPage = { ...page, routed: true, languages: ['ru', 'en', 'de', 'es', 'fr'], defaultLanguage: 'ru', generateDefaultLanguagePage: false, path: '/de/auth/sign-in/' };
  const options = { i18nextOptions, redirect: false, generateDefaultLanguagePage: false, defaultLanguage: 'ru', languages: pluginPage.languages, pages: [] };
  const plugin = pluginWrapPageElement(
    { element: <Messages />, props: { data: { locales }, pageContext: { i18n: pluginPage, language: 'de' }, location: { pathname: '/de/auth/sign-in/' } } } as never,
    options as unknown as PluginOptions,
  ) as ReactElement;
  // useLocale reads PageI18n's context; the plugin's wrapper gave its own.
  const { unmount } = render(
    <PageI18n page={page} locales={undefined}>
      <I18nextContext.Provider value={pluginPage}>{plugin}</I18nextContext.Provider>
    </PageI18n>,
  );
  const expected = texts().slice(0, 6);
  unmount();
  render(
    <PageI18n page={page} locales={locales}>
      <Messages />
    </PageI18n>,
  );
  expect(texts().slice(0, 6)).toEqual(expected);
});

it('builds one i18next instance per page, not one per render', () => {
  const seen = new Set<unknown>();
  function Instance() {
    seen.add(useTranslation().i18n);
    return null;
  }
  const { rerender } = render(
    <PageI18n page={page} locales={locales}>
      <Instance />
    </PageI18n>,
  );
  rerender(
    <PageI18n page={page} locales={locales}>
      <Instance />
    </PageI18n>,
  );
  expect(seen.size).toBe(1);
  // Another page (a client-side visit) gets its own messages.
  const other = { edges: [{ node: { ns: 'home', language: 'en', data: JSON.stringify({ title: 'Home' }) } }] };
  rerender(
    <PageI18n page={{ language: 'en', originalPath: '/' }} locales={other}>
      <Instance />
    </PageI18n>,
  );
  expect(seen.size).toBe(2);
});

it('falls back to the source language and the root path where a page has no i18n context', () => {
  render(
    <PageI18n page={undefined} locales={undefined}>
      <Messages />
    </PageI18n>,
  );
  expect(texts().at(-1)).toBe('ru / /profile/ ru');
});
