import { getContrast, getLuminance } from 'color2k';
import { themeNames, themeTokens } from './tokens';

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
