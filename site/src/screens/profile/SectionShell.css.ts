import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@chameleon/ui';
import { accountSectionAttribute } from '../../app/accountHeadScript';
import { profileSections, type ProfileSection } from './sections';

// The outline is drawn by CSS alone: the account app's first load carries no skeleton component.
const bone = style({ display: 'block', background: vars.color.skeleton });

export const titleBone = style([bone, { width: '12rem', height: '2rem', borderRadius: vars.radius.sm }]);

export const contentBone = style([bone, { width: '100%', height: '6rem', borderRadius: vars.radius.md, marginBlockStart: vars.space.md }]);

/**
 * The static page's titles, one per section, all hidden but the one the head script named on
 * `<html>`; without it (an unknown path, no script) the title's bone stands in their place.
 */
export const staticTitle = styleVariants(Object.fromEntries(profileSections.map((id) => [id, { display: 'none' }])) as Record<ProfileSection, { display: 'none' }>);

for (const id of profileSections) {
  const current = `html[${accountSectionAttribute}="${id}"]`;
  globalStyle(`${current} ${staticTitle[id]}`, { display: 'block' });
  globalStyle(`${current} ${titleBone}`, { display: 'none' });
}
