import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { media } from '../../theme/media';
import { bareList, cardGap, columnsFrom, equalColumns } from '../shared/grid';

export const list = style({ ...columnsFrom(media.tablet, cardGap, { gridTemplateColumns: equalColumns(2) }), ...bareList });

export const title = style({
  display: 'flex',
  overflowWrap: 'break-word',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.pill,
});

// Brand-coloured badges would need literal colours; theme tones keep contrast in both themes.
export const iconTone = styleVariants({
  telegram: { background: vars.color.infoSurface, color: vars.color.infoText },
  vk: { background: vars.color.successSurface, color: vars.color.successText },
});

export const description = style({
  flexGrow: 1,
});

export const action = style({
  alignSelf: 'flex-start',
  maxWidth: '100%',
});
