import { cancelNativeSubmits } from './nativeSubmits';

// jsdom implements a form's own submission as "not implemented" (a virtual console error), so
// what the browser would do is read from the event: `defaultPrevented` is what stops it.
function submitEvent(form: HTMLFormElement): SubmitEvent {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
}

it('cancels the browser sending a form that no handler took (before hydration)', () => {
  const form = document.body.appendChild(document.createElement('form'));
  expect(submitEvent(form).defaultPrevented).toBe(false);
  cancelNativeSubmits();
  const event = submitEvent(form);
  expect(event.defaultPrevented).toBe(true);
});

it('leaves the form in place for a handler on the form, which still gets the event', () => {
  const form = document.body.appendChild(document.createElement('form'));
  const handled = jest.fn();
  form.addEventListener('submit', handled);
  cancelNativeSubmits();
  submitEvent(form);
  expect(handled).toHaveBeenCalledTimes(1);
  expect(form.isConnected).toBe(true);
});
