import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { navigate } from 'gatsby';
import { useState } from 'react';
import { RouterLink } from '../../i18n/LocalizedLink';
import { markPageHydrated, resetPageHydratedForTests } from '../../app/pageHydration';
import { StaticHtml } from './StaticHtml';

// react-dom/server needs TextEncoder, which jsdom lacks.
let renderToString: (element: JSX.Element) => string;
beforeAll(async () => {
  const { TextEncoder } = await import('node:util');
  Object.assign(globalThis, { TextEncoder });
  ({ renderToString } = await import('react-dom/server'));
});


const rendered = jest.fn();
function Section({ label }: { label: string }) {
  rendered();
  return (
    <section>
      <h2>{label}</h2>
      <RouterLink to="/en/auth/sign-up/">Try it</RouterLink>
      <a href="#download">Download</a>
    </section>
  );
}

/** Counts the content's props being computed (the page's translations, in the site). */
const computed = jest.fn();
function Page({ label = 'Server', deps = ['a'] }: { label?: string; deps?: string[] }) {
  return (
    <StaticHtml id="intro" deps={deps}>
      {() => {
        computed();
        return <Section label={label} />;
      }}
    </StaticHtml>
  );
}

/** The page as the browser gets it: server HTML in the container, then hydration. */
function hydratePage(element: JSX.Element, client: JSX.Element = element) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  rendered.mockClear();
  computed.mockClear();
  let root: ReturnType<typeof hydrateRoot> | undefined;
  act(() => {
    root = hydrateRoot(container, client);
  });
  // What gatsby-browser's onInitialClientRender says once the hydration committed.
  markPageHydrated();
  return { container, root: root!, unmount: () => act(() => root!.unmount()) };
}

beforeEach(() => {
  resetPageHydratedForTests();
  jest.mocked(navigate).mockClear();
  document.body.innerHTML = '';
});

it('keeps the server HTML on hydration without rendering its components or computing their props', () => {
  const { container, unmount } = hydratePage(<Page />);
  expect(rendered).not.toHaveBeenCalled();
  expect(computed).not.toHaveBeenCalled();
  expect(container.querySelector('h2')).toHaveTextContent('Server');
  expect(container.querySelectorAll('section')).toHaveLength(1);
  unmount();
});

it('keeps the server HTML even if the client would render something else', () => {
  // What the browser shows is what the server built; the client's elements are not consulted.
  const { container, unmount } = hydratePage(<Page label="Server" />, <Page label="Client" />);
  expect(container.querySelector('h2')).toHaveTextContent('Server');
  unmount();
});

it('renders live once what the content depends on changes', () => {
  function Changing() {
    const [deps, setDeps] = useState(['a']);
    return (
      <>
        <button type="button" onClick={() => setDeps(['b'])}>
          change
        </button>
        <Page label="Live" deps={deps} />
      </>
    );
  }
  const { container, unmount } = hydratePage(<Changing />);
  expect(rendered).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'change' }));
  expect(rendered).toHaveBeenCalledTimes(1);
  expect(container.querySelectorAll('section')).toHaveLength(1);
  expect(container.querySelector('h2')).toHaveTextContent('Live');
  unmount();
});

it('routes clicks on router links in kept HTML in-app, and leaves other links to the browser', () => {
  const { container, unmount } = hydratePage(<Page />);
  const routerLink = screen.getByRole('link', { name: 'Try it' });
  expect(fireEvent.click(routerLink)).toBe(false);
  expect(navigate).toHaveBeenCalledWith('/en/auth/sign-up/');

  jest.mocked(navigate).mockClear();
  expect(fireEvent.click(routerLink, { ctrlKey: true })).toBe(true);
  expect(fireEvent.click(screen.getByRole('link', { name: 'Download' }))).toBe(true);
  expect(navigate).not.toHaveBeenCalled();
  expect(container).toBeInTheDocument();
  unmount();
});

it('renders its children on a client-side visit, where there is no server HTML', () => {
  // Hydration done once: a later page renders from scratch.
  hydratePage(<Page />).unmount();
  rendered.mockClear();
  render(<Page label="Client" />);
  expect(rendered).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('heading', { name: 'Client' })).toBeInTheDocument();
});
