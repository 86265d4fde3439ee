import { act, render, screen } from '@testing-library/react';
import { PageErrorBoundary } from './PageErrorBoundary';
import { startupErrors } from './startupErrors';
import { reloadGuardKey } from '../navigation/reloadGuard';

const locales = {
  edges: [
    {
      node: {
        ns: 'main',
        language: 'de',
        data: JSON.stringify({
          'error.internal.title': 'Interner Serverfehler',
          'error.internal.description': 'Bei uns ist etwas schiefgelaufen.',
          'error.notFound.title': 'Seite nicht gefunden',
          'error.goHome': 'Zur Startseite',
        }),
      },
    },
  ],
};

function Broken(): never {
  throw new Error('Cheat not found');
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  sessionStorage.clear();
});
afterEach(() => consoleError.mockRestore());

const renderBroken = (child = <Broken />) =>
  render(
    <PageErrorBoundary data={{ locales }} pageContext={{ i18n: { language: 'de' } }} location={{ pathname: '/de/' }}>
      {child}
    </PageErrorBoundary>,
  );

it('renders the page while nothing fails', () => {
  renderBroken(<p>Inhalt</p>);
  expect(screen.getByText('Inhalt')).toBeInTheDocument();
});

it('shows the internal error title in the page language', () => {
  renderBroken();
  expect(screen.getByRole('heading', { name: 'Interner Serverfehler' })).toBeInTheDocument();
});

it('describes the error with its message and never its stack', () => {
  renderBroken();
  expect(screen.getByText('Cheat not found')).toBeInTheDocument();
  expect(document.body.textContent).not.toMatch(/at Broken|PageErrorBoundary\.test/);
});

it('links home in the page language', () => {
  renderBroken();
  expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de/');
});

it('does not reload again for a chunk error within 10 seconds of the last forced load', () => {
  const lastForcedLoad = String(Date.now() - 1_000);
  sessionStorage.setItem(reloadGuardKey, lastForcedLoad);
  function MissingChunk(): never {
    throw Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
  }
  renderBroken(<MissingChunk />);
  expect(screen.getByRole('heading', { name: 'Interner Serverfehler' })).toBeInTheDocument();
  expect(sessionStorage.getItem(reloadGuardKey)).toBe(lastForcedLoad);
});

describe('start-up failures outside rendering', () => {
  it('show the error page with their message', () => {
    renderBroken(<p>Inhalt</p>);
    act(() => startupErrors.report(new Error('Runtime configuration failed')));
    expect(screen.getByRole('heading', { name: 'Interner Serverfehler' })).toBeInTheDocument();
    expect(screen.getByText('Runtime configuration failed')).toBeInTheDocument();
  });

  it('show the generic description for a failure without a message', () => {
    renderBroken(<p>Inhalt</p>);
    act(() => startupErrors.report(new Error('')));
    expect(screen.getByText('Bei uns ist etwas schiefgelaufen.')).toBeInTheDocument();
  });
});
