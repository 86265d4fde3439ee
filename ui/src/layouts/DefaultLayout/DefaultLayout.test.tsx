import { render, screen } from '@testing-library/react';
import { DefaultLayout } from './DefaultLayout';
import { testChrome } from '../Page/testing';

function renderDefault() {
  return render(
    <DefaultLayout {...testChrome}>
      <h1>Page not found</h1>
    </DefaultLayout>,
  );
}

describe('DefaultLayout', () => {
  it('puts the content inside <main>, between header and footer', () => {
    renderDefault();
    const main = screen.getByRole('main');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Page not found' }));
    expect(screen.getByRole('banner').compareDocumentPosition(main)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(main.compareDocumentPosition(screen.getByRole('contentinfo'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
