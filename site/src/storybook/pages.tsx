import type { ComponentType } from 'react';
import type { ProfileSection } from '../screens/profile/sections';
import AccountSection from '../templates/AccountSection';
import type { SitePageProps } from './SitePage';

import { pageModes } from '../../../.storybook/modes';

/**
 * What every page story file's meta shares, beside its literal `title` and `tags: ['page', '!autodocs']`
 * (the visual check shoots the tag in both themes at 320 and 1280 px): edge to edge, with
 * Chromatic's matching modes.
 */
export const pageParameters = { layout: 'fullscreen' as const, chromatic: { modes: pageModes } };

/** A Gatsby page component, given the props Gatsby gives it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a Gatsby page's props are typed by its query
export const asPage = (Page: ComponentType<any>) => (props: SitePageProps) => <Page {...props} />;

/** An account section's page, as gatsby-node makes it from `sections.ts`. */
export const accountPage = (section: ProfileSection) => (props: SitePageProps) => (
  <AccountSection {...({ ...props, pageContext: { ...props.pageContext, section } } as unknown as Parameters<typeof AccountSection>[0])} />
);
