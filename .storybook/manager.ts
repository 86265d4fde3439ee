import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { logoMarkGeometry } from '../ui/src/Logo/logoMark';
// Data only: the theme index would pull in vanilla-extract styles the manager cannot build.
import { darkTokens } from '../ui/src/theme/tokens';

const { color, radius } = darkTokens;

const productName = 'Chameleon';

/**
 * The product's mark and name in the dark theme's colours, drawn from the Logo component's
 * geometry (the manager shows either an image or a title, so the name is part of the image).
 */
function brandImage(): string {
  const { tileRadius, tail, strokeWidth, eye } = logoMarkGeometry;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 170 32" width="170" height="32">
<text x="42" y="22.5" font-family="system-ui, sans-serif" font-size="18" font-weight="700" fill="${color.text}">${productName}</text>
<rect width="32" height="32" rx="${tileRadius}" fill="${color.primary}"/>
<path d="${tail}" fill="none" stroke="${color.onPrimary}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="${eye.cx}" cy="${eye.cy}" r="${eye.r}" fill="${color.onPrimary}"/>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

addons.setConfig({
  theme: create({
    base: 'dark',
    brandTitle: `${productName} design system`,
    brandImage: brandImage(),
    brandTarget: '_self',
    colorPrimary: color.primary,
    colorSecondary: color.link,
    appBg: color.surface,
    appContentBg: color.background,
    appPreviewBg: color.background,
    appBorderColor: color.border,
    appBorderRadius: Number.parseInt(radius.md, 10),
    textColor: color.text,
    textMutedColor: color.textMuted,
    barBg: color.surfaceRaised,
    barTextColor: color.textMuted,
    barSelectedColor: color.primary,
    inputBg: color.surfaceSunken,
    inputBorder: color.borderStrong,
    inputTextColor: color.text,
  }),
  sidebar: { showRoots: true },
});
