import { act, render } from '@testing-library/react';
import { useMounted } from './useMounted';
import { hydrate, serverRendered } from '../screens/testing/hydration';

function Probe() {
  return <p>{useMounted() ? 'browser' : 'server'}</p>;
}

beforeEach(() => {
  document.body.innerHTML = '';
});

it('is false in the server render and while hydrating, and true after, without a mismatch', async () => {
  const container = serverRendered(<Probe />);
  expect(container).toHaveTextContent('server');
  const { errors } = hydrate(container, <Probe />);
  await act(async () => undefined);
  expect(container).toHaveTextContent('browser');
  expect(errors).not.toHaveBeenCalled();
});

it('is true from the first render of a component rendered in the browser (an in-app visit)', () => {
  const { container } = render(<Probe />);
  expect(container).toHaveTextContent('browser');
});
