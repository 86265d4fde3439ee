import { render, screen } from '@testing-library/react';
import { DefaultLayout } from './DefaultLayout';

function renderDefault() {
  return render(
    <DefaultLayout skipLinkLabel="Skip to main content" header={<header>Chameleon</header>} footer={<footer>© 2026 Chameleon</footer>}>
      <h1>Page not found</h1>
    </DefaultLayout>,
  );
}

describe('DefaultLayout', () => {
  it('points the skip link at <main>', () => {
    renderDefault();
    const target = screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href');
    expect(document.querySelector(target ?? '')).toBe(screen.getByRole('main'));
  });

  it('puts the content inside <main>, between header and footer', () => {
    renderDefault();
    const main = screen.getByRole('main');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Page not found' }));
    expect(screen.getByRole('banner').compareDocumentPosition(main)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(main.compareDocumentPosition(screen.getByRole('contentinfo'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
