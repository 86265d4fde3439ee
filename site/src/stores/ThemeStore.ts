import { defaultTheme, themeNames, type ThemeName } from '@chameleon/ui';

import { themeStorageKey } from '../theme/themeStorageKey';

export { themeStorageKey };

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
 *
 * Unlike the account stores it is not MobX: it is on every page from the first paint, and one
 * value does not need an observable graph. React reads it through `useSyncExternalStore`
 * (`subscribe` + `getSnapshot`), which keeps the landing page's first load free of MobX.
 */
export class ThemeStore {
  private current: ThemeName = defaultTheme;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storage: ThemeStorage | null) {}

  get theme(): ThemeName {
    return this.current;
  }

  /** For `useSyncExternalStore`: bound, so React can hold it. */
  readonly getSnapshot = (): ThemeName => this.current;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Takes the persisted choice, if any; called after mount so hydration sees the SSR default. */
  restore(): void {
    let stored: string | null = null;
    try {
      stored = this.storage?.getItem(themeStorageKey) ?? null;
    } catch {
      stored = null;
    }
    if (isThemeName(stored)) this.change(stored);
  }

  set(theme: ThemeName): void {
    this.change(theme);
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
    this.set(this.current === 'dark' ? 'light' : 'dark');
  }

  private change(theme: ThemeName): void {
    if (theme === this.current) return;
    this.current = theme;
    for (const listener of [...this.listeners]) listener();
  }
}
