import { AppRoot } from './AppRoot';
import { wrapRootElement } from './pageWrappers';

function Head({ pageContext }: { pageContext: { language: string }; location: { pathname: string } }) {
  return <title>{`Head in ${pageContext.language}`}</title>;
}

it("wraps the page's root in the tab's providers", () => {
  const root = <main>page</main>;
  const wrapped = wrapRootElement({ element: root });
  expect(wrapped.type).toBe(AppRoot);
  expect(wrapped.props).toEqual({ children: root });
});

// Gatsby renders each page's Head in a React root of its own, through wrapRootElement too.
it("leaves a page's Head as it is: a second AppRoot would be a second tab's stores, theme and configuration", () => {
  const head = <Head pageContext={{ language: 'en' }} location={{ pathname: '/en/' }} />;
  expect(wrapRootElement({ element: head })).toBe(head);
});
