import type { ReactNode } from 'react';
import { textSize, vars } from '../ui/src/theme';

interface Example {
  /** What the example shows, and why it is right or wrong. */
  caption: string;
  node: ReactNode;
}

const verdicts = [
  { key: 'do', label: 'Do', colour: vars.color.successText },
  { key: 'dont', label: "Don't", colour: vars.color.dangerText },
] as const;

/**
 * A visual do/don't pair for a component that is easy to misuse: the right use beside the
 * wrong one, each with its reason. The verdict is written out, not only coloured.
 */
export function DoDont(props: { do: Example; dont: Example }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: vars.space.md }}>
      {verdicts.map(({ key, label, colour }) => (
        <figure
          key={key}
          data-verdict={key}
          style={{ margin: 0, display: 'grid', gap: vars.space.sm, padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderBlockStart: `4px solid ${colour}`, borderRadius: vars.radius.md }}
        >
          <div>{props[key].node}</div>
          <figcaption style={{ color: vars.color.text, fontSize: textSize.caption }}>
            <strong style={{ color: colour }}>{label}:</strong> {props[key].caption}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
