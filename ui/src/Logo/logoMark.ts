/**
 * The mark's geometry, as plain data (no styles), so Storybook's manager draws its brand
 * from the same shape as the Logo component.
 */
export const logoMarkGeometry = {
  viewBox: '0 0 32 32',
  tileRadius: 9,
  tail: 'M23.5 12.5a7.5 7.5 0 1 0-4.2 9.1c-2 .2-3.3-1-3.3-2.6 0-1.5 1.2-2.5 2.6-2.5 1.3 0 2.2.9 2.2 2',
  strokeWidth: 2.4,
  eye: { cx: 20, cy: 11, r: 2 },
} as const;
