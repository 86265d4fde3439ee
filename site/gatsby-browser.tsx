// Before anything that builds a zod schema (the contract, via the stores).
import './src/app/zodJitless';
import type { GatsbyBrowser } from 'gatsby';
import { AppRoot } from './src/app/AppRoot';
import { PageToaster } from './src/app/AppToaster';
import { PageErrorBoundary, type PageElementProps } from './src/errors/PageErrorBoundary';
import { watchForNewBuilds } from './src/navigation/buildWatcher';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  watchForNewBuilds();
};

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <AppRoot>{element}</AppRoot>;

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <>
    <PageErrorBoundary {...(props as PageElementProps)}>{element}</PageErrorBoundary>
    <PageToaster locales={(props as PageElementProps).data?.locales} />
  </>
);
