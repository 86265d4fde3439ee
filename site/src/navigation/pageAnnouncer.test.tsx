import { act, render } from '@testing-library/react';
import { afterPageMove, announcerId, installPageAnnouncer, notePageMove, resetPageAnnouncer, usePageTitle } from './pageAnnouncer';

function Page({ title, heading }: { title: string; heading: string }) {
  usePageTitle(title);
  return (
    <main>
      <h1>{heading}</h1>
      <a href="#x">A link</a>
    </main>
  );
}

const region = () => document.getElementById(announcerId);

beforeEach(() => {
  resetPageAnnouncer();
  document.body.innerHTML = '';
  document.title = 'Previous page — Chameleon';
  installPageAnnouncer();
});

it('makes one polite, atomic region, visually hidden but read', () => {
  installPageAnnouncer();
  expect(document.querySelectorAll(`#${announcerId}`)).toHaveLength(1);
  expect(region()).toHaveAttribute('aria-live', 'polite');
  expect(region()).toHaveAttribute('aria-atomic', 'true');
  expect(region()?.style.display).not.toBe('none');
});

it('on the first load sets the title but announces nothing and leaves focus alone', () => {
  render(<Page title="Sign in — Chameleon" heading="Sign in" />);
  expect(document.title).toBe('Sign in — Chameleon');
  expect(region()).toHaveTextContent('');
  expect(document.body).toHaveFocus();
});

it('after a move names the new page, titles the tab with it and focuses its h1 without scrolling', () => {
  const focus = jest.spyOn(HTMLElement.prototype, 'focus');
  notePageMove();
  const { getByRole } = render(<Page title="Subscription — Chameleon" heading="Subscription" />);
  const heading = getByRole('heading', { level: 1 });
  expect(region()).toHaveTextContent('Subscription — Chameleon');
  expect(document.title).toBe('Subscription — Chameleon');
  expect(heading).toHaveFocus();
  expect(heading).toHaveAttribute('tabindex', '-1');
  expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  focus.mockRestore();
});

it('waits for a page still loading: the one that shows itself is announced, not the one left', () => {
  const { unmount } = render(<Page title="Subscription — Chameleon" heading="Subscription" />);
  notePageMove();
  unmount(); // the section's code is still arriving: a spinner in its place
  afterPageMove();
  expect(region()).toHaveTextContent('');
  render(<Page title="Transaction history — Chameleon" heading="Transaction history" />);
  expect(region()).toHaveTextContent('Transaction history — Chameleon');
});

it('announces a page kept on screen through a move once the move is committed', () => {
  render(<Page title="Settings — Chameleon" heading="Settings" />);
  notePageMove();
  afterPageMove();
  expect(region()).toHaveTextContent('Settings — Chameleon');
});

it('a title that changes without a move is set, not announced', () => {
  const { rerender } = render(<Page title="Settings — Chameleon" heading="Settings" />);
  rerender(<Page title="Einstellungen — Chameleon" heading="Einstellungen" />);
  expect(document.title).toBe('Einstellungen — Chameleon');
  expect(region()).toHaveTextContent('');
});

it('says the same title again when the next move leads to a page of the same name', () => {
  jest.useFakeTimers();
  notePageMove();
  const { unmount } = render(<Page title="Sign in — Chameleon" heading="Sign in" />);
  unmount();
  notePageMove();
  render(<Page title="Sign in — Chameleon" heading="Sign in" />);
  expect(region()).toHaveTextContent('');
  act(() => jest.advanceTimersByTime(100));
  expect(region()).toHaveTextContent('Sign in — Chameleon');
  jest.useRealTimers();
});

it("takes focus back when the router focuses its wrapper right after the move", () => {
  const wrapper = document.createElement('div');
  wrapper.id = 'gatsby-focus-wrapper';
  wrapper.tabIndex = -1;
  document.body.append(wrapper);
  notePageMove();
  const { getByRole } = render(<Page title="Profile — Chameleon" heading="Hello" />, { container: wrapper });
  wrapper.focus();
  expect(getByRole('heading', { level: 1 })).toHaveFocus();
});
