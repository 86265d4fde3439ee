import type { ReactRenderer, StoryContext } from '@storybook/react-vite';
import type { ComponentType, ReactNode } from 'react';
import { vars } from '../ui/src/theme';
import { pseudoStates, type PseudoState, type Targets } from './pseudo';

/**
 * The `States` story every component has: its variants and states side by side, at rest,
 * and for a pressable component one more row per interaction state (hover, focus, pressed,
 * forced by storybook-addon-pseudo-states), so one screenshot per theme shows them all.
 */

/** One labelled cell: a variant or state of the component. */
export interface GridCell {
  label: string;
  node: ReactNode;
}

interface GridOptions {
  /** Interaction states to show, one row each under the resting row. */
  states?: PseudoState[];
  /** The narrowest a cell may get; `'100%'` stacks full-width components (pages, bars, sections). */
  cellWidth?: string;
}

const caption = {
  margin: 0,
  marginBlockEnd: vars.space.xxs,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
} as const;

export function StateGrid({ cells, states = [], cellWidth = '14rem' }: GridOptions & { cells: GridCell[] }) {
  const rows: (PseudoState | 'rest')[] = ['rest', ...states];
  return (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      {rows.map((row) => (
        <div key={row} data-pseudo={row}>
          {rows.length > 1 && <p style={{ ...caption, fontWeight: vars.fontWeight.bold }}>{row}</p>}
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${cellWidth}), 1fr))`,
              gap: vars.space.md,
              alignItems: 'start',
            }}
          >
            {cells.map((cell) => (
              <div key={cell.label} style={{ minWidth: 0 }}>
                <p style={caption}>{cell.label}</p>
                {cell.node}
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

const repeatedLandmarkRules = [
  'landmark-unique',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
];

/** `WithoutTitle` → `without title`: the story's name as a cell caption. */
const captionOf = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

type AnyArgs = Record<string, unknown>;
type Render = (args: AnyArgs, context: StoryContext<ReactRenderer>) => ReactNode;

interface MetaLike {
  component?: unknown;
  render?: unknown;
  args?: unknown;
}

/**
 * A `States` story built from the file's own state stories (their args and render), so the
 * grid cannot drift from them. Stories reached through a play function (an open dialog)
 * or a viewport do not belong in it: it shows components at rest, on one canvas.
 */
export function statesOf<S extends object>(
  meta: MetaLike,
  stories: Record<string, S>,
  { hover, focus, focusWithin, pressed, ...options }: GridOptions & Targets = {},
): S {
  const targets = { hover, focus, focusWithin, pressed };
  const states = options.states ?? (['hover', 'focus', 'pressed'] as const).filter((state) => targets[state] ?? (state === 'focus' && focusWithin));
  return {
    parameters: {
      ...pseudoStates(targets),
      // The grid repeats one component on purpose: a header or footer per cell is several
      // banners or content-info landmarks with one name, which a page would never have.
      a11y: { config: { rules: repeatedLandmarkRules.map((id) => ({ id, enabled: false })) } },
    },
    render: (_args: AnyArgs, context: StoryContext<ReactRenderer>) => (
      <StateGrid
        {...options}
        states={states}
        cells={Object.entries(stories).map(([name, story]) => {
          const { args, render } = story as { args?: AnyArgs; render?: Render };
          const Component = meta.component as ComponentType<AnyArgs>;
          const draw: Render = render ?? (meta.render as Render | undefined) ?? ((props) => <Component {...props} />);
          // A component of its own per cell, closing over the story's context: as a prop the
          // context would be serialised by the docs' source panel (it is large and cyclic).
          const Cell = () => draw({ ...(meta.args as AnyArgs), ...args }, context);
          Cell.displayName = name;
          return { label: captionOf(name), node: <Cell /> };
        })}
      />
    ),
  } as unknown as S;
}
