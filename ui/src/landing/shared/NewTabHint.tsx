import { visuallyHidden } from '../../utils';

/**
 * The attributes of every link that leaves the site: a new tab, and no `window.opener`
 * or referrer handed to the other site.
 */
export const newTabLinkAttributes = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * Warns screen-reader users that the link opens a new tab (sighted users get the
 * external-link icon); it becomes part of the link's accessible name.
 */
export function NewTabHint({ hint }: { hint: string }) {
  return <span className={visuallyHidden}> {hint}</span>;
}

/** An arrow leaving a box: the usual mark of a link that opens elsewhere. */
export function ExternalIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M14 4h6v6" />
      <path d="M20 4l-9 9" />
      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}
