import { render, screen } from '@testing-library/react';
import { ErrorView } from './ErrorView';

const titles = { notFound: 'Page Not Found', internal: 'Internal Server Error' };

describe('ErrorView', () => {
  it('defaults to status 500 with the internal error title', () => {
    render(<ErrorView titles={titles} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
  });

  it('titles status 404 as not found', () => {
    render(<ErrorView status={404} titles={titles} />);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it.each([400, 403, 500, 502])('titles status %i as an internal error', (status) => {
    render(<ErrorView status={status} titles={titles} />);
    expect(screen.getByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
  });

  it('lets an explicit status message override the title', () => {
    render(<ErrorView status={404} titles={titles} statusMessage="Access denied" />);
    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
  });

  it('ignores a blank status message', () => {
    render(<ErrorView status={404} titles={titles} statusMessage="  " />);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('shows the error message as the description', () => {
    render(<ErrorView status={404} titles={titles} message="Page not found: /en/unknown" />);
    expect(screen.getByText('Page not found: /en/unknown')).toBeInTheDocument();
  });

  it('names the region by its title', () => {
    render(<ErrorView status={404} titles={titles} />);
    expect(screen.getByRole('region', { name: 'Page Not Found' })).toHaveAttribute('data-status', '404');
  });

  it('never shows a V8 stack trace, even when handed one as the message', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'user')");
    error.stack = `${error.name}: ${error.message}\n    at ProfilePage (webpack:///./src/profile.tsx:12:7)\n    at renderWithHooks (react-dom.js:1:1)`;
    const { container } = render(<ErrorView titles={titles} message={error.stack} />);
    expect(container).toHaveTextContent("TypeError: Cannot read properties of undefined (reading 'user')");
    expect(container).not.toHaveTextContent('profile.tsx');
    expect(container).not.toHaveTextContent(/\bat\s+\w+\s*\(/);
  });

  it('never shows a Firefox or Safari stack trace', () => {
    const stack = 'Failed to load chunk\nloadChunk@https://example.test/app.js:10:5\n@https://example.test/app.js:1:1';
    const { container } = render(<ErrorView titles={titles} message={stack} />);
    expect(container).toHaveTextContent('Failed to load chunk');
    expect(container).not.toHaveTextContent('app.js');
  });

  it('keeps a multi-line message that has no stack', () => {
    render(<ErrorView titles={titles} message={'Something went wrong.\nPlease try again.'} />);
    expect(screen.getByText(/Please try again\./)).toBeInTheDocument();
  });

  it('renders the action it is given', () => {
    render(<ErrorView titles={titles} action={<a href="/">Go to the home page</a>} />);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('can sit inside a page with a level-2 heading', () => {
    render(<ErrorView titles={titles} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Internal Server Error' })).toBeInTheDocument();
  });
});
