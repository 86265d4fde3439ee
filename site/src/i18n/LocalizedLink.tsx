import { forwardRef } from 'react';
import { Link as GatsbyLink } from 'gatsby';
import type { LinkComponentProps } from '@chameleon/ui';

/**
 * Gatsby's `Link` with the prop shape ui components take (`to` plus anchor attributes). Paths
 * passed in are already localized (see `useLocale().path`).
 */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink({ to, ...rest }, ref) {
  // Gatsby's Link types its ref prop as a legacy ref object; the DOM node is the same anchor.
  return <GatsbyLink to={to} {...rest} ref={ref as never} />;
});

