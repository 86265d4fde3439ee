import { style } from '@vanilla-extract/css';
import { vars } from '@chameleon/ui';

/** The sessions are a list for screen readers, not bullets on screen. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** Rows part with a rule, so a long device text cannot run one session into the next. */
export const row = style({
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});
