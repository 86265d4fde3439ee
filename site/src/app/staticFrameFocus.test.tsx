import { createRef, forwardRef, useImperativeHandle, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { StaticFrameFocus, controlKeys, useFocusKeptFromStaticFrame } from './staticFrameFocus';

function Frame({ kind }: { kind: 'static' | 'app' }) {
  // The same controls in new elements, as the app's frame has them (a wrapper of its own on top).
  const links = (
    <>
      <header>
        <nav aria-label="Main menu">
          <a href="/en/profile/settings/">Settings</a>
        </nav>
      </header>
      <nav aria-label="Account sections">
        <a href="/en/profile/">Profile</a>
        <a href="/en/profile/settings/">Settings</a>
      </nav>
    </>
  );
  return kind === 'static' ? <div data-frame="static">{links}</div> : <section data-frame="app">{links}</section>;
}

const Page = forwardRef<{ mount: () => void }>(function Page(_props, ref) {
  const [mounted, setMounted] = useState(false);
  const keep = useFocusKeptFromStaticFrame(mounted);
  useImperativeHandle(ref, () => ({ mount: () => setMounted(true) }), []);
  return mounted ? (
    <Frame kind="app" />
  ) : (
    <>
      <Frame kind="static" />
      <StaticFrameFocus keep={keep} />
    </>
  );
});

function renderPage() {
  const page = createRef<{ mount: () => void }>();
  render(<Page ref={page} />);
  return () => act(() => page.current?.mount());
}

const accountSettings = () => screen.getByRole('navigation', { name: 'Account sections' }).querySelector<HTMLElement>('a[href="/en/profile/settings/"]');

it('names a control by its landmark too: the menu and the account tabs both link to the settings', () => {
  render(<Frame kind="static" />);
  const [menu, tab] = screen.getAllByRole('link', { name: 'Settings' });
  const keys = controlKeys();
  expect(keys.get(menu!)).not.toBe(keys.get(tab!));
});

it('focuses the same control in the new frame as the static one leaves', () => {
  const mount = renderPage();
  const staticTab = accountSettings();
  staticTab?.focus();
  mount();
  expect(staticTab?.isConnected).toBe(false);
  expect(document.activeElement).toBe(accountSettings());
  expect(document.querySelector('[data-frame="app"]')?.contains(document.activeElement)).toBe(true);
});

it('leaves focus alone when nothing in the static frame had it', () => {
  const mount = renderPage();
  mount();
  expect(document.activeElement).toBe(document.body);
});
