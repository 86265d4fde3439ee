import type { ReactNode } from 'react';

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
