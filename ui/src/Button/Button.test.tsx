import { createRef, forwardRef, type AnchorHTMLAttributes } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonSizes, buttonVariants } from './Button';

describe('Button', () => {
  it('renders a native button that does not submit forms by default', () => {
    render(<Button>Sign in</Button>);
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('type', 'button');
  });

  it.each(buttonVariants)('exposes the %s variant', (variant) => {
    render(<Button variant={variant}>Sign in</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('data-variant', variant);
  });

  it.each(buttonSizes)('exposes the %s size', (size) => {
    render(<Button size={size}>Sign in</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('data-size', size);
  });

  it('is clicked with the mouse', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Sign in</Button>);
    await user.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is reached with Tab and pressed with Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Sign in</Button>);
    await user.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('keeps its label as the accessible name and marks itself busy while loading', () => {
    render(<Button loading>Sign in</Button>);
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('data-loading', 'true');
  });

  it('stays focusable while loading so keyboard focus is not lost', async () => {
    const user = userEvent.setup();
    render(<Button loading>Sign in</Button>);
    await user.tab();
    expect(screen.getByRole('button')).toHaveFocus();
  });

  it('blocks clicks while loading', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Sign in
      </Button>,
    );
    await user.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it.each([
    { title: 'does not submit its form while loading', loading: true, submits: 0 },
    { title: 'submits its form when it is a submit button', loading: false, submits: 1 },
  ])('$title', async ({ loading, submits }) => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading={loading}>
          Sign in
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button'));
    expect(onSubmit).toHaveBeenCalledTimes(submits);
  });

  it('is natively disabled and ignores clicks when disabled', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Sign in
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('hides a leading icon from assistive technology', () => {
    render(<Button icon={<svg data-testid="icon" />}>Download</Button>);
    expect(screen.getByRole('button', { name: 'Download' })).toContainElement(screen.getByTestId('icon'));
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks full width', () => {
    const { rerender } = render(<Button>Sign in</Button>);
    const narrowClass = screen.getByRole('button').className;
    rerender(<Button fullWidth>Sign in</Button>);
    expect(screen.getByRole('button').className).not.toBe(narrowClass);
  });

  it('renders a link when given href', () => {
    render(<Button href="/download">Download</Button>);
    const link = screen.getByRole('link', { name: 'Download' });
    expect(link).toHaveAttribute('href', '/download');
    expect(link).not.toHaveAttribute('type');
  });

  it('renders a link component passed as `as` with its own props', () => {
    const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
      function RouterLink({ to, children, ...rest }, ref) {
        return (
          <a ref={ref} href={`/app${to}`} data-router="true" {...rest}>
            {children}
          </a>
        );
      },
    );
    render(
      <Button linkAs={RouterLink} to="/profile" variant="secondary">
        Profile
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Profile' });
    expect(link).toHaveAttribute('href', '/app/profile');
    expect(link).toHaveAttribute('data-router', 'true');
    expect(link).toHaveAttribute('data-variant', 'secondary');
  });

  it('keeps a disabled link from navigating', async () => {
    const user = userEvent.setup();
    const navigationPrevented = jest.fn();
    const listener = (event: MouseEvent) => navigationPrevented(event.defaultPrevented);
    document.addEventListener('click', listener);
    render(
      <Button href="/download" disabled>
        Download
      </Button>,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await user.click(link);
    document.removeEventListener('click', listener);
    expect(navigationPrevented).toHaveBeenCalledWith(true);
  });

  it('forwards its ref to the button element', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Sign in</Button>);
    expect(ref.current).toBe(screen.getByRole('button'));
  });

  it('forwards its ref to the anchor element', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <Button href="/" ref={ref}>
        Home
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('link'));
  });
});
