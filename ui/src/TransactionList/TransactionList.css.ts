import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme';
import { visuallyHiddenRules } from '../utils';

/**
 * The list lays itself out by its own width, not the viewport's: the profile pages put it
 * beside a sidebar. Narrow (phones, the tablet column) it stacks each transaction as a block
 * of labelled lines; from this width the four columns fit as a table in every language,
 * placeholder rows included. In `rem`, so enlarged text switches to the stacked layout sooner.
 */
const list = createContainer();
const wide = `${list} (min-width: 40rem)`;
const narrow = `${list} (max-width: 39.99rem)`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  containerName: list,
  containerType: 'inline-size',
});

export const frame = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const table = style({
  display: 'block',
  width: '100%',
  fontSize: vars.fontSize.sm,
  '@container': { [wide]: { display: 'table', borderCollapse: 'collapse' } },
});

const titleLook = {
  display: 'block',
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
} as const;

/** The card's content when there is no table (the first page failed): under the title. */
export const frameBody = style({ padding: `0 ${vars.space.md} ${vars.space.md}` });

/** The empty list's title: the caption's look on a heading (there is no table to caption). */
export const emptyTitle = style(titleLook);

export const caption = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  '@container': { [wide]: { display: 'table-caption' } },
});

// Stacked, each cell carries its column name, so the header row is for screen readers only.
export const head = style({
  display: 'block',
  '@container': {
    [narrow]: visuallyHiddenRules,
    [wide]: { display: 'table-header-group' },
  },
});

export const headCell = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const body = style({
  display: 'block',
  '@container': { [wide]: { display: 'table-row-group' } },
});

export const row = style({
  display: 'block',
  paddingBlock: vars.space.xs,
  borderBlockStart: `1px solid ${vars.color.border}`,
  '@container': { [wide]: { display: 'table-row', paddingBlock: 0, borderBlockStart: 0 } },
  // Focused after "Load more": the ring is drawn inside, the frame would clip one outside.
  selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
});

export const cell = style({
  display: 'grid',
  gridTemplateColumns: `6rem minmax(0, 1fr)`,
  columnGap: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  overflowWrap: 'anywhere',
  selectors: {
    // The column name, read from the cell's own `data-label`. Its alternative text is empty:
    // screen readers announce the column header of a table cell already.
    '&::before': {
      content: ['attr(data-label)', 'attr(data-label) / ""'],
      color: vars.color.textMuted,
      fontWeight: vars.fontWeight.medium,
      whiteSpace: 'normal',
    },
  },
  '@container': {
    [wide]: {
      display: 'table-cell',
      padding: `${vars.space.sm} ${vars.space.md}`,
      borderBlockEnd: `1px solid ${vars.color.border}`,
      verticalAlign: 'top',
      selectors: {
        '&::before': { content: 'none' },
        'tr:last-child > &': { borderBlockEnd: 0 },
      },
    },
  },
});

export const placeholder = style({});

// A placeholder bar never pushes the stacked layout wider than the screen.
globalStyle(`${placeholder} > *`, { maxWidth: '100%' });

export const dateCell = style({
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

// Amounts line up on their last digit: right-aligned in the table, in tabular figures.
export const amountCell = style({
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  '@container': { [wide]: { textAlign: 'end' } },
});

export const amountHead = style({ textAlign: 'end' });

export const error = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSurface,
  color: vars.color.dangerText,
});

/** The badge's cell content: it may shrink, so a long status wraps inside the badge. */
export const status = style({ minWidth: 0 });

/** A row's receipt link: the theme's link colour, underlined as every link. */
export const receiptLink = style({ color: vars.color.link, textUnderlineOffset: '0.2em' });
