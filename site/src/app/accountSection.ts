/**
 * The attribute the account head script sets on `<html>` before the first paint: the section the
 * address names (`payment` for `/en/profile/payment/`). The account app's static page is one for
 * every section; this lets its frame show what only one section has (the Payment tab) from the
 * first paint, so nothing moves when the app takes over.
 */
export const ACCOUNT_SECTION_ATTRIBUTE = 'data-account-section';
