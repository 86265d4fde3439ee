import { themeHead } from './themeHead';

const run = () => themeHead(document, localStorage);

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

it('applies a stored light theme to <html>', () => {
  localStorage.setItem('theme', 'light');
  run();
  expect(document.documentElement).toHaveAttribute('data-theme', 'light');
});

it('leaves the default dark theme when nothing is stored', () => {
  run();
  expect(document.documentElement).not.toHaveAttribute('data-theme');
});

it('ignores a stored value that is not a theme', () => {
  localStorage.setItem('theme', '"><script>');
  run();
  expect(document.documentElement).not.toHaveAttribute('data-theme');
});
