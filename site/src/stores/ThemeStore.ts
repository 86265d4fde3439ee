import { action, makeObservable, observable } from 'mobx';
import { defaultTheme, themeNames, type ThemeName } from '@chameleon/ui';

/** Where the choice is kept across visits; the blocking head script reads the same key. */
export const themeStorageKey = 'theme';

export interface ThemeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as readonly string[]).includes(value);
}

/**
 * The colour theme: dark unless the visitor chose light. Every change is persisted; a storage
 * that refuses (private mode, quota) only costs the memory of the choice, never the change.
 */
export class ThemeStore {
  theme: ThemeName = defaultTheme;

  constructor(private readonly storage: ThemeStorage | null) {
    makeObservable(this, { theme: observable, set: action, setDark: action, setLight: action, toggle: action, restore: action });
  }

  /** Takes the persisted choice, if any; called after mount so hydration sees the SSR default. */
  restore(): void {
    let stored: string | null = null;
    try {
      stored = this.storage?.getItem(themeStorageKey) ?? null;
    } catch {
      stored = null;
    }
    if (isThemeName(stored)) this.theme = stored;
  }

  set(theme: ThemeName): void {
    this.theme = theme;
    try {
      this.storage?.setItem(themeStorageKey, theme);
    } catch {
      // The theme still changes for this visit.
    }
  }

  setDark(): void {
    this.set('dark');
  }

  setLight(): void {
    this.set('light');
  }

  toggle(): void {
    this.set(this.theme === 'dark' ? 'light' : 'dark');
  }
}
