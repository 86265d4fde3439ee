/**
 * Keeps a form sent before the app handles it on the page. Until hydration no React handler
 * cancels the browser's own sending, and its POST would reach a static server that answers 405,
 * losing the page and what was typed. Cancelled, the fields keep what was typed, ui's
 * InputField hands it to the form on hydration, and the next Enter sends it. The site sends
 * every form itself (useForm), so this stays for the page's life; run at the end of the body,
 * before the held scripts start.
 */
export function cancelNativeSubmits(): void {
  document.addEventListener('submit', (event) => event.preventDefault());
}
