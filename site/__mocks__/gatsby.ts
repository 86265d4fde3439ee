import { createElement, forwardRef } from 'react';

// Gatsby's runtime in every site test (Jest picks a `__mocks__` file next to node_modules up
// by itself): the real one needs the router and loader globals a built page provides.
// `navigate` is a spy the tests read, `Link` a plain anchor, `graphql` a page query's tag.

export const navigate = jest.fn();

export const graphql = () => '';

export const Link = forwardRef<HTMLAnchorElement, { to: string } & Record<string, unknown>>(function Link({ to, ...rest }, ref) {
  return createElement('a', { href: to, ref, ...rest });
});
