import { Component, type ErrorInfo, type ReactNode } from 'react';
import { DEFAULT_ERROR_STATUS } from '../config/constants';
import { EmptyLayout } from '@chameleon/ui';
import { defaultLanguage, isLanguage, localizedPath } from '../i18n/locales';
import type { PageLanguage } from '../i18n/PageI18n';
import { translatorFrom, type LocaleEdges } from '../i18n/pageMessages';
import { forceFullLoad, isChunkLoadError } from '../navigation/reloadGuard';
import { ErrorScreen } from './ErrorScreen';
import { startupErrors } from './startupErrors';

/** What Gatsby hands `wrapPageElement`: the page's query data, its context and location. */
export interface PageElementProps {
  data?: { locales?: LocaleEdges } | null;
  /** Set by gatsby-plugin-react-i18next's `onCreatePage` on every page it creates. */
  pageContext?: { i18n?: Partial<PageLanguage> };
  location: { pathname: string; href?: string };
}

interface State {
  error: Error | null;
}

/**
 * Turns an error thrown while rendering a page into the spec's error page (status 500, the
 * error's message, never its stack) in the page's language. It sits outside the i18n
 * provider (which may be what failed), so it reads messages from the page query itself.
 * Failures of the start-up phase outside rendering arrive through `startupErrors`.
 * A failed code chunk is a deploy that moved on: one full load of the page fixes it, and the
 * reload guard stops a second one within 10 s.
 */
export class PageErrorBoundary extends Component<PageElementProps & { children: ReactNode }, State> {
  override state: State = { error: null };
  private stopListening: (() => void) | null = null;

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (isChunkLoadError(error) && typeof window !== 'undefined' && forceFullLoad(window.location.href)) return;
    console.error('A page failed to render:', error, info.componentStack);
  }

  // Failures outside rendering while the app starts (spec section 4) show the same page.
  override componentDidMount(): void {
    this.stopListening = startupErrors.listen((error) => this.setState({ error }));
  }

  override componentWillUnmount(): void {
    this.stopListening?.();
  }

  override componentDidUpdate(previous: PageElementProps): void {
    // Navigating away from the broken page gives the next page a fresh start.
    if (this.state.error && previous.location.pathname !== this.props.location.pathname) this.setState({ error: null });
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const candidate = this.props.pageContext?.i18n?.language;
    const language = isLanguage(candidate) ? candidate : defaultLanguage;
    return (
      <EmptyLayout>
        <ErrorScreen
          translate={translatorFrom(this.props.data?.locales ?? undefined)}
          homeHref={localizedPath(language, '/')}
          status={DEFAULT_ERROR_STATUS}
          message={error.message}
        />
      </EmptyLayout>
    );
  }
}
