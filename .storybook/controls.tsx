import type { ReactNode } from 'react';
import { vars } from '../ui/src/theme';

/** Props on the Controls panel as radio buttons over their values: `argTypes: radios({ size: sizes })`. */
export function radios<Options extends Record<string, readonly unknown[]>>(options: Options) {
  return Object.fromEntries(Object.entries(options).map(([name, values]) => [name, { control: 'inline-radio', options: values }])) as {
    [Name in keyof Options]: { control: 'inline-radio'; options: Options[Name] };
  };
}

/** A States story's row: every variant side by side, wrapping, centred on one line. */
export function VariantRow({ gap, children }: { gap: string; children: ReactNode }) {
  return <div style={{ display: 'flex', flexWrap: 'wrap', gap, alignItems: 'center' }}>{children}</div>;
}

/** A spacing prop on the Controls panel: a select over the theme's space steps (`none` is no gap to show). */
export const spaceSelect = { control: 'select', options: Object.keys(vars.space).filter((step) => step !== 'none') } as const;
