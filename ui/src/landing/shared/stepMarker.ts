import { vars } from '../../theme';

/**
 * The landing page's one numbered-step marker (TryIt's cards, DownloadCard's install
 * steps): a filled circle with the list's own counter. Spread into a `::before` rule.
 */
export function stepMarker(counter: string) {
  return {
    content: `counter(${counter})`,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlSmall,
    height: vars.size.controlSmall,
    borderRadius: vars.radius.pill,
    background: vars.color.primary,
    color: vars.color.onPrimary,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  } as const;
}
