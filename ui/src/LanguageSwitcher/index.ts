export { LanguageSwitcher, switcherLocales, localeNativeNames } from './LanguageSwitcher';
export type { LanguageSwitcherProps, SwitcherLocale } from './LanguageSwitcher';
