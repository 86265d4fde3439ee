import { cancelNativeSubmits } from './nativeSubmits';

// What the browser would do is read from the event: `defaultPrevented` is what stops its sending.
function submit(form: HTMLFormElement, submitter: HTMLElement | null = null): SubmitEvent {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
  form.dispatchEvent(event);
  return event;
}

/** A fresh document with one form, so no listener of another test is on it. */
function page(formHtml = '<form method="post"><input name="login"><button>Send</button></form>') {
  const document = window.document.implementation.createHTMLDocument();
  document.body.innerHTML = formHtml;
  return { document, form: document.querySelector('form') as HTMLFormElement };
}

it('cancels the browser sending a form to its own page (before hydration: no handler took it)', () => {
  const { document, form } = page();
  expect(submit(form).defaultPrevented).toBe(false);
  cancelNativeSubmits(document);
  expect(submit(form).defaultPrevented).toBe(true);
  expect(submit(form, form.querySelector('button')).defaultPrevented).toBe(true);
});

it('leaves a form or a button that names its own action to the browser', () => {
  const withAction = page('<form method="post" action="https://pay.example.test/checkout"><button>Pay</button></form>');
  cancelNativeSubmits(withAction.document);
  expect(submit(withAction.form).defaultPrevented).toBe(false);

  const withFormAction = page('<form method="post"><button formaction="/elsewhere">Go</button></form>');
  cancelNativeSubmits(withFormAction.document);
  expect(submit(withFormAction.form, withFormAction.form.querySelector('button')).defaultPrevented).toBe(false);
});

it("lets the form's own handler (React's, after hydration) have the event", () => {
  const { document, form } = page();
  const handled = jest.fn();
  form.addEventListener('submit', handled);
  cancelNativeSubmits(document);
  submit(form);
  expect(handled).toHaveBeenCalledTimes(1);
});
