import type * as ReactModule from 'react';
import { startTransition } from 'react';
import { act, render } from '@testing-library/react';
import { markPageHydrated, resetPageHydratedForTests } from './pageHydration';
import { useMounted } from './useMounted';
import { hydrate, serverRendered } from '../screens/testing/hydration';

jest.mock('react', () => {
  const actual = jest.requireActual<typeof ReactModule>('react');
  return { ...actual, startTransition: jest.fn(actual.startTransition) };
});

const seen: boolean[] = [];
function Probe() {
  const mounted = useMounted();
  seen.push(mounted);
  return <p>{mounted ? 'browser' : 'server'}</p>;
}

beforeEach(() => {
  seen.length = 0;
  document.body.innerHTML = '';
});

it('is false in the server render and while hydrating, and true after, without a mismatch', async () => {
  const container = serverRendered(<Probe />);
  expect(container).toHaveTextContent('server');
  seen.length = 0;
  const { errors } = hydrate(container, <Probe />);
  await act(async () => undefined);
  expect(seen[0]).toBe(false);
  expect(seen.at(-1)).toBe(true);
  expect(container).toHaveTextContent('browser');
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

it('is true from the first render of a component rendered after the page hydrated (an in-app visit)', () => {
  markPageHydrated();
  render(<Probe />);
  expect(seen).toEqual([true]);
});

it('asks for the switch as a transition, which React renders in slices, not as a synchronous re-render in the hydration commit', () => {
  resetPageHydratedForTests();
  jest.mocked(startTransition).mockClear();
  render(<Probe />);
  expect(startTransition).toHaveBeenCalledTimes(1);
  // act() has run the transition to the end.
  expect(seen).toEqual([false, true]);
});
