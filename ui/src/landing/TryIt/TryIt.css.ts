import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { media } from '../../theme/media';
import { stepMarker } from '../shared/stepMarker';
import { bareList, cardGap, columnsFrom, equalColumns } from '../shared/grid';

export const steps = style({
  ...columnsFrom(media.desktop, cardGap, { gridTemplateColumns: equalColumns(3) }),
  ...bareList,
  counterReset: 'try-step',
});

export const step = style({
  counterIncrement: 'try-step',
});

// The step number leads the card, drawn from the list's own counter.
export const card = style({
  selectors: {
    '&::before': stepMarker('try-step'),
  },
});

export const action = style({
  marginBlockStart: vars.space.lg,
});
