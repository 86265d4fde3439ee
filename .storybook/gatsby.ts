import { createElement, forwardRef } from 'react';

// Gatsby's runtime for the site's pages in Storybook (aliased in main.ts): the real one needs the
// loader and router globals a built site provides. A page's `Link` is an anchor; `navigate`
// (a guard's redirect, a form's next page) stays on the story, which shows one page.

export const navigate = (to: string | number) => {
  console.info(`navigate(${String(to)}): a story shows one page`);
  return Promise.resolve();
};

export const graphql = () => '';

export const Link = forwardRef<HTMLAnchorElement, { to: string } & Record<string, unknown>>(function Link({ to, ...rest }, ref) {
  return createElement('a', { href: to, ref, ...rest });
});
