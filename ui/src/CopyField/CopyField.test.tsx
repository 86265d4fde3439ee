import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyField } from './CopyField';

const labels = { label: 'Confirmation code', copyLabel: 'Copy', copiedLabel: 'Copied' };

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn(writeText) }, configurable: true });
  return navigator.clipboard.writeText as jest.Mock;
}

describe('CopyField', () => {
  // user-event installs its own clipboard stub on setup(); ours must replace it afterwards.
  const setup = () => userEvent.setup();

  // The clipboard answers in a promise: let the "Copied" state land before moving the clock.
  const copyLanded = () => screen.findByRole('button', { name: 'Copied' });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows the value read-only under its label', () => {
    render(<CopyField {...labels} value="A1B2C3" />);
    const input = screen.getByRole('textbox', { name: 'Confirmation code' });
    expect(input).toHaveValue('A1B2C3');
    expect(input).toHaveAttribute('readonly');
  });

  it('copies the value to the clipboard', async () => {
    const user = setup();
    const writeText = mockClipboard(async () => undefined);
    render(<CopyField {...labels} value="A1B2C3" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('A1B2C3');
  });

  it('tells the caller once copied', async () => {
    const user = setup();
    mockClipboard(async () => undefined);
    const onCopied = jest.fn();
    render(<CopyField {...labels} value="A1B2C3" onCopied={onCopied} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(onCopied).toHaveBeenCalledWith('A1B2C3');
  });

  it('announces the copy politely and says so on the button', async () => {
    const user = setup();
    mockClipboard(async () => undefined);
    render(<CopyField {...labels} value="A1B2C3" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('offers to copy again after a moment', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mockClipboard(async () => undefined);
    render(<CopyField {...labels} value="A1B2C3" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await copyLanded();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('holds "Copied" until the next copy when copiedDuration is Infinity', async () => {
    // Real timers: a browser (and jsdom) runs setTimeout(fn, Infinity) at once, Jest's fake never.
    const user = setup();
    mockClipboard(async () => undefined);
    render(<CopyField {...labels} value="A1B2C3" copiedDuration={Infinity} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await copyLanded();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('copies with the keyboard: Tab to the button, then Enter', async () => {
    const user = setup();
    const writeText = mockClipboard(async () => undefined);
    render(<CopyField {...labels} value="A1B2C3" />);
    await user.tab();
    expect(screen.getByRole('textbox')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith('A1B2C3');
  });

  it('reports a refused copy and selects the value for copying by hand', async () => {
    const user = setup();
    const refusal = new Error('NotAllowedError');
    mockClipboard(async () => {
      throw refusal;
    });
    const onCopied = jest.fn();
    const onCopyFailed = jest.fn();
    render(<CopyField {...labels} value="A1B2C3" onCopied={onCopied} onCopyFailed={onCopyFailed} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    const input = screen.getByRole<HTMLInputElement>('textbox');
    expect(onCopyFailed).toHaveBeenCalledWith(refusal);
    expect(onCopied).not.toHaveBeenCalled();
    expect(input).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 6]);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('reports a copy failure when the browser has no Clipboard API', async () => {
    const user = setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const onCopyFailed = jest.fn();
    render(<CopyField {...labels} value="A1B2C3" onCopyFailed={onCopyFailed} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(onCopyFailed).toHaveBeenCalledWith(expect.any(Error));
  });

  it('describes the value with its hint', () => {
    render(<CopyField {...labels} value="A1B2C3" hint="Send it to the bot" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Send it to the bot');
  });
});
