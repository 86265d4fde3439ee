import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { ThemeProvider, useThemeStore } from './ThemeProvider';
import type { ThemeStore } from '../stores/ThemeStore';

const root = document.documentElement;

/** What the provider writes to `<html data-theme>` from mount until `done` is called. */
function recordThemeWrites() {
  const observer = new MutationObserver(() => undefined);
  observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
  return () => {
    const records = observer.takeRecords();
    observer.disconnect();
    return records.map(() => root.getAttribute('data-theme'));
  };
}

const probed: { store: ThemeStore | null } = { store: null };
function Probe() {
  const store = useThemeStore();
  useEffect(() => {
    probed.store = store;
  }, [store]);
  return null;
}

const renderProvider = () =>
  render(
    <ThemeProvider>
      <Probe />
    </ThemeProvider>,
  );

beforeEach(() => {
  localStorage.clear();
  probed.store = null;
  // What every page's static HTML carries (gatsby-ssr's html attributes), before the head script.
  root.setAttribute('data-theme', 'dark');
});

it('leaves the root alone when it already shows the theme: no restyle of the whole page after hydration', () => {
  const writes = recordThemeWrites();
  renderProvider();
  expect(writes()).toEqual([]);
  expect(root).toHaveAttribute('data-theme', 'dark');
});

it('leaves a stored light theme that the head script painted as it is', () => {
  localStorage.setItem('theme', 'light');
  root.setAttribute('data-theme', 'light');
  const writes = recordThemeWrites();
  renderProvider();
  expect(writes()).toEqual([]);
});

it('applies the stored theme when the page shows another (the head script could not run)', () => {
  localStorage.setItem('theme', 'light');
  renderProvider();
  expect(root).toHaveAttribute('data-theme', 'light');
});

it('writes each toggle to the root', () => {
  renderProvider();
  act(() => probed.store?.toggle());
  expect(root).toHaveAttribute('data-theme', 'light');
  act(() => probed.store?.toggle());
  expect(root).toHaveAttribute('data-theme', 'dark');
});
