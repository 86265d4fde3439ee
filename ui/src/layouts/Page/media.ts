/**
 * Breakpoints of the site chrome, mobile first: styles without a query serve 320 px
 * phones, these add to them. In `em` so that a reader who enlarges the browser font
 * gets the narrower (roomier) layout sooner.
 */
export const media = {
  /** Two-column pages (the profile sidebar) and the wider footer. */
  tablet: 'screen and (min-width: 48em)',
  /**
   * The header shows its full menu from here: five entries plus language, theme and account
   * controls do not fit at 768 px in German or Spanish, so the menu stays collapsed until 1024 px.
   */
  desktop: 'screen and (min-width: 64em)',
} as const;
