import { style } from '@vanilla-extract/css';
import { vars } from '@chameleon/ui';

/**
 * The room the sessions and bot cards usually take (both, at a phone's width), kept while they
 * load: the footer stays below the first screen of a tall window instead of showing and then
 * jumping down as they arrive.
 */
export const listsPending = style({
  minBlockSize: '40rem',
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  paddingBlockStart: vars.space.lg,
});
