import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { media } from '../../theme/media';
import { stepMarker } from '../shared/stepMarker';

export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'try-step',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
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
