import type { Decorator, Preview } from '@storybook/react-vite';
import isChromatic from 'chromatic/isChromatic';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { defaultTheme, themeAttribute, themeNames, vars, type ThemeName } from '../ui/src/theme';
// Named on its own: the ui package marks only `*.css.ts` as having side effects, so the
// bundler may drop the theme index's own import of the global styles.
import '../ui/src/theme/global.css';
import { sourceLanguage, type Language } from '../locales/config';
import { LocaleProvider, languages, localeOf } from './i18n';
import { themeModes } from './modes';
import { DocsStory } from './docsFrame';
import { KitDocsPage } from './docsPage';

const nativeNames: Record<Language, string> = {
  ru: 'Русский',
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
};

const motionStyleId = 'chameleon-motion-off';

/**
 * Screenshots and contrast checks must not catch a frame mid-animation. `animation: none`
 * (rather than pausing) also lets Radix Presence mount and unmount at once, so play
 * functions that open and close dialogs behave as with animations on.
 */
function setMotion(enabled: boolean) {
  const existing = document.getElementById(motionStyleId);
  if (enabled) {
    existing?.remove();
    return;
  }
  if (existing) return;
  const style = document.createElement('style');
  style.id = motionStyleId;
  style.textContent = `*, *::before, *::after {
    animation: none !important;
    transition: none !important;
    scroll-behavior: auto !important;
    caret-color: transparent !important;
  }`;
  document.head.appendChild(style);
}

const pick = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** The Theme toolbar's extra entry: every theme side by side in one canvas. */
const allThemes = 'all';

const paneStyle = {
  flex: '1 1 0',
  minWidth: 0,
  padding: vars.space.md,
  background: vars.color.background,
  color: vars.color.text,
} as const;

const withThemeAndLocale: Decorator = (Story, { globals, parameters, viewMode }) => {
  const sideBySide = globals.theme === allThemes;
  const theme: ThemeName = pick(themeNames, globals.theme, defaultTheme);
  const locale = localeOf(globals);
  // Radix portals (dialogs, the toast viewport) render into <body>, outside the story root.
  document.documentElement.setAttribute(themeAttribute, theme);
  document.body.setAttribute(themeAttribute, theme);
  document.documentElement.lang = locale;
  // `parameters.motion: 'system'`: the story checks the component's own reduced-motion
  // styles, so the blanket switch must not hide them; the runners emulate reduced motion.
  // Our runners (scripts/test-storybook.mjs, scripts/visual.mjs) ask for `motion:off` in the URL;
  // Chromatic cannot, so it is recognised by its own probe.
  setMotion(parameters.motion === 'system' || (globals.motion !== 'off' && !isChromatic()));
  if (sideBySide) {
    // Each pane sets the theme attribute itself, so the theme's custom properties apply to
    // it alone. Portals (dialogs, toasts) still follow <html>: they show in the default theme.
    return (
      <LocaleProvider locale={locale}>
        {/*
          Full-width stories (pages, header, footer, landing sections) switch layout on the
          viewport's width, so they are stacked at full width; components sit side by side.
        */}
        <div
          style={{
            display: 'flex',
            flexDirection: parameters.layout === 'fullscreen' ? 'column' : 'row',
            gap: vars.space.xs,
            alignItems: 'stretch',
          }}
        >
          {themeNames.map((name) => (
            <div key={name} {...{ [themeAttribute]: name }} data-theme-pane={name} style={paneStyle}>
              <Story />
            </div>
          ))}
        </div>
      </LocaleProvider>
    );
  }
  if (viewMode === 'docs') {
    // A docs page is Storybook's own (light) page: each preview carries the chosen theme's
    // background, so a dark-theme component is not judged on white.
    return (
      <LocaleProvider locale={locale}>
        <div {...{ [themeAttribute]: theme }} style={paneStyle}>
          <Story />
        </div>
      </LocaleProvider>
    );
  }
  return (
    <LocaleProvider locale={locale}>
      <Story />
    </LocaleProvider>
  );
};

const preview: Preview = {
  // Every component gets a docs page (props from its JSDoc, its usage note, its stories).
  tags: ['autodocs'],
  decorators: [withThemeAndLocale],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          ...themeNames.map((name) => ({ value: name, title: name === 'dark' ? 'Dark' : 'Light' })),
          { value: allThemes, title: 'All themes side by side', right: 'review' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the story texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: languages.map((lng) => ({ value: lng, title: nativeNames[lng], right: lng })),
        dynamicTitle: true,
      },
    },
    motion: {
      description: 'Animations and transitions',
      toolbar: {
        title: 'Motion',
        icon: 'play',
        items: [
          { value: 'on', title: 'Animations on' },
          { value: 'off', title: 'Animations off' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: defaultTheme, locale: sourceLanguage, motion: 'on' },
  parameters: {
    layout: 'padded',
    options: {
      // The kit's groups as docs/architecture.md names them; foundations first, so
      // Storybook opens on a page about the tokens.
      storySort: {
        order: [
          'Foundations',
          ['Introduction', 'Colour', 'Typography', 'Spacing', 'Radii', 'Shadows', 'Motion', 'Iconography', 'Breakpoints', 'Layers', 'Tokens', 'Figma'],
          'Changelog',
          'Layout',
          'Form controls',
          'Display',
          'Feedback',
          'Account',
          'Chrome',
          'Layouts',
          'Landing',
          'Pages',
        ],
      },
    },
    // Open dialogs, fixed toasts and phone stories get a frame of their own (docsFrame.tsx).
    docs: { toc: true, components: { Story: DocsStory }, page: KitDocsPage },
    // Shown on every docs page (docsPage.tsx); a component still settling says `status: 'beta'`.
    status: 'stable',
    // The theme owns the page background; the backgrounds toolbar would fight it.
    backgrounds: { disable: true },
    controls: { matchers: { color: /(background|color)$/i } },
    // Named explicitly: the story checks and the visual tests size their page from these
    // when a story sets `globals: { viewport: { value: 'mobile1' } }` (see viewport.mjs).
    viewport: { options: MINIMAL_VIEWPORTS },
    a11y: { test: 'error' },
    // For scripts/test-storybook.mjs, which checks each story in every theme by setting this
    // attribute as the decorator above does (the runner cannot load the TypeScript tokens).
    themes: { attribute: themeAttribute, names: themeNames, initial: defaultTheme },
    chromatic: { modes: themeModes, prefersReducedMotion: 'reduce' },
  },
};

export default preview;
