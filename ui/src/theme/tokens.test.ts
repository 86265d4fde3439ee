import { getContrast, getLuminance } from 'color2k';
import { themeNames, themeTokens, textRoles } from './tokens';

// Each filled button role at rest, hovered and pressed, with the text colour drawn on it.
const fills = [
  { fill: ['primary', 'primaryHover', 'primaryPressed'], on: 'onPrimary' },
  { fill: ['secondary', 'secondaryHover', 'secondaryPressed'], on: 'onSecondary' },
  { fill: ['danger', 'dangerHover', 'dangerPressed'], on: 'onDanger' },
] as const;

describe.each(themeNames)('%s theme: button fills', (theme) => {
  const colors = themeTokens[theme].color;

  it.each(fills)('keeps $on readable (4.5:1) on $fill at rest, hovered and pressed', ({ fill, on }) => {
    for (const role of fill) expect(getContrast(colors[on], colors[role])).toBeGreaterThanOrEqual(4.5);
  });

  // A pressed button must not look like a resting one: it is one step past hover, the same way.
  it.each(fills)('moves $fill a step further for hover, then pressed', ({ fill: [rest, hover, pressed] }) => {
    const [restL, hoverL, pressedL] = [getLuminance(colors[rest]), getLuminance(colors[hover]), getLuminance(colors[pressed])];
    const direction = Math.sign(hoverL - restL);
    expect(direction).not.toBe(0);
    expect(Math.sign(pressedL - hoverL)).toBe(direction);
  });
});

// A text field is told by its boundary (WCAG 1.4.11: 3:1 for what identifies a control), on the
// page and on every surface it sits on. Its fill cannot carry that alone: a fill at 3:1 against
// a light page would leave the placeholder (textMuted) under 4.5:1 on it.
describe.each(themeNames)('%s theme: text fields', (theme) => {
  const colors = themeTokens[theme].color;

  it.each(['background', 'surface', 'surfaceRaised', 'field'] as const)('draws the field boundary at 3:1 against %s', (around) => {
    expect(getContrast(colors.borderStrong, colors[around])).toBeGreaterThanOrEqual(3);
  });

  it('keeps the typed text and the placeholder readable (4.5:1) on the fill', () => {
    expect(getContrast(colors.text, colors.field)).toBeGreaterThanOrEqual(4.5);
    expect(getContrast(colors.textMuted, colors.field)).toBeGreaterThanOrEqual(4.5);
  });
});

// On a light page a fill darker than the page reads as sunken, the look of a disabled field.
it('light theme: an enabled field is no darker than the page around it', () => {
  const { field, background, surface } = themeTokens.light.color;
  expect(getLuminance(field)).toBeGreaterThanOrEqual(getLuminance(background));
  expect(getLuminance(field)).toBeGreaterThanOrEqual(getLuminance(surface));
});

describe('text roles', () => {
  const { fontSize } = themeTokens.dark;
  const textSize = Object.fromEntries(Object.entries(textRoles).map(([role, { fontSize: step }]) => [role, fontSize[step]])) as Record<keyof typeof textRoles, string>;
  const rem = (value: string) => Number.parseFloat(value);

  it('steps the headings down by level, each a distinct size', () => {
    const headings = [textSize.h1, textSize.h2, textSize.h3, textSize.h4].map(rem);
    for (let i = 1; i < headings.length; i += 1) expect(headings[i]).toBeLessThan(headings[i - 1] as number);
  });

  it('sets body text at the browser default and the caption below it', () => {
    expect(textSize.body).toBe('1rem');
    expect(rem(textSize.caption)).toBeLessThan(rem(textSize.body));
  });

  it('draws code in the mono font and everything else in the body font', () => {
    for (const [role, { font }] of Object.entries(textRoles)) expect([role, font]).toEqual([role, role === 'code' ? 'mono' : 'body']);
  });
});
