/**
 * Keeps a form sent before hydration on the page. No React handler cancels the browser's own
 * sending yet, so its POST would reach the static server (405) and the page, with what was
 * typed, would be gone. Cancelled, the fields keep it (ui's InputField hands it to the form on
 * hydration) and the next Enter sends it. Run from every head script, before any form is
 * parsed; it stays for the page's life, as the site sends its forms itself (useForm). A form
 * or button naming its own `action` goes elsewhere on purpose and is left alone.
 */
export function cancelNativeSubmits(document: Document): void {
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.hasAttribute('action') && !(event as SubmitEvent).submitter?.hasAttribute('formaction')) event.preventDefault();
  });
}
