import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@chameleon/ui';

/** The switches are a group named by its legend, drawn without the browser's frame. */
export const group = style({ border: 0, margin: 0, padding: 0, paddingBlockStart: vars.space.sm, borderBlockStart: `1px solid ${vars.color.border}` });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.xs, fontWeight: 600, color: vars.color.text });

/** A whole row answers the pointer, as the label it is; a channel that cannot carry anything is dimmed. */
export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  paddingBlock: vars.space.xs,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: { '&[data-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const checkbox = style({
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  flexShrink: 0,
  margin: 0,
  marginBlockStart: '0.125rem',
  accentColor: vars.color.primary,
  selectors: { '&:focus-visible': focusRing },
});

export const hint = style({ color: vars.color.textMuted });
