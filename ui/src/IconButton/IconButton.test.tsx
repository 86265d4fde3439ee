import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buttonSizes, buttonVariants } from '../Button';
import { IconButton } from './IconButton';

const icon = <svg data-testid="icon" />;

describe('IconButton', () => {
  it('is named by its label', () => {
    render(<IconButton label="Close">{icon}</IconButton>);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('type', 'button');
  });

  it('hides the icon from assistive technology', () => {
    render(<IconButton label="Close">{icon}</IconButton>);
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it.each([...buttonVariants.map((value) => ({ prop: 'variant', value })), ...buttonSizes.map((value) => ({ prop: 'size', value }))])(
    'exposes the $value $prop',
    ({ prop, value }) => {
      render(
        <IconButton label="Close" {...{ [prop]: value }}>
          {icon}
        </IconButton>,
      );
      expect(screen.getByRole('button')).toHaveAttribute(`data-${prop}`, value);
    },
  );

  it('is reached with Tab and pressed with Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <IconButton label="Close" onClick={onClick}>
        {icon}
      </IconButton>,
    );
    await user.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('ignores clicks when disabled', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <IconButton label="Close" disabled onClick={onClick}>
        {icon}
      </IconButton>,
    );
    await user.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref to the button element', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <IconButton label="Close" ref={ref}>
        {icon}
      </IconButton>,
    );
    expect(ref.current).toBe(screen.getByRole('button'));
  });
});
