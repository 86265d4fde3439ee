import { style } from '@vanilla-extract/css';
import { vars } from '@chameleon/ui';

// The outline is drawn by CSS alone: the account app's first load carries no skeleton component.
const bone = style({ display: 'block', background: vars.color.skeleton });

export const contentBone = style([bone, { width: '100%', height: '6rem', borderRadius: vars.radius.md, marginBlockStart: vars.space.md }]);
