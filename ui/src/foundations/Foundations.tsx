import { getContrast } from 'color2k';
import { useState, type ComponentType, type ReactNode } from 'react';
import * as icons from '../icons';
import { ICON_STROKE_WIDTH, iconSizes, type IconProps } from '../icons';
import { breakpoints, layers, media, textRoles, themeAttribute, themeNames, themeTokens, type ColorTokens, type TextRole, type ThemeName, type ThemeTokens } from '../theme';
import * as styles from './Foundations.css';

/**
 * Pages about the theme tokens for the Storybook "Foundations" group. Everything here is read
 * from `theme/tokens.ts` at render time, so a changed token shows on these pages at once.
 */

const shared: ThemeTokens = themeTokens.dark;

/** A text or indicator colour and the surface it is used on, with the WCAG minimum it must meet. */
interface Pairing {
  on: keyof ColorTokens;
  /** 4.5 for text, 3 for non-text indicators (focus ring, control borders). */
  minimum: 4.5 | 3;
}

type Surfaces = Partial<Record<keyof ColorTokens, keyof ColorTokens>>;

/** The surface each text role is read on: text must reach 4.5:1 on it (WCAG 1.4.3). */
const textOn: Surfaces = {
  text: 'background',
  textMuted: 'surface',
  link: 'background',
  onPrimary: 'primary',
  onSecondary: 'secondary',
  onDanger: 'danger',
  dangerText: 'dangerSurface',
  successText: 'successSurface',
  warningText: 'warningSurface',
  infoText: 'infoSurface',
};

/** The surface each non-text indicator sits on: 3:1 is enough for those (WCAG 1.4.11). */
const indicatorOn: Surfaces = { focusRing: 'background', borderStrong: 'surface' };

const withMinimum = (surfaces: Surfaces, minimum: Pairing['minimum']) =>
  Object.fromEntries(Object.entries(surfaces).map(([role, on]) => [role, { on, minimum }])) as Partial<Record<keyof ColorTokens, Pairing>>;

/** How the kit uses each foreground role; roles without an entry are surfaces or fills. */
export const colourPairings: Partial<Record<keyof ColorTokens, Pairing>> = { ...withMinimum(textOn, 4.5), ...withMinimum(indicatorOn, 3) };

export function contrastOf(theme: ThemeName, role: keyof ColorTokens): number | null {
  const pairing = colourPairings[role];
  if (!pairing) return null;
  const colors = themeTokens[theme].color;
  return getContrast(colors[role], colors[pairing.on]);
}

function ThemePane({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  return (
    <section className={styles.pane} {...{ [themeAttribute]: theme }} aria-label={`${theme} theme`}>
      <h3 className={styles.paneTitle}>{theme}</h3>
      {children}
    </section>
  );
}

function BothThemes({ children }: { children: (theme: ThemeName) => ReactNode }) {
  return (
    <div className={styles.themes}>
      {themeNames.map((theme) => (
        <ThemePane key={theme} theme={theme}>
          {children(theme)}
        </ThemePane>
      ))}
    </div>
  );
}

/** Every colour role of every theme, with each text colour's contrast on its surface. */
export function ColourRoles() {
  const roles = Object.keys(shared.color) as (keyof ColorTokens)[];
  return (
    <BothThemes>
      {(theme) => {
        const colors = themeTokens[theme].color;
        return (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">role</th>
                <th scope="col">swatch</th>
                <th scope="col">value</th>
                <th scope="col">contrast</th>
              </tr>
            </thead>
            <tbody>
              {roles.map((role) => {
                const pairing = colourPairings[role];
                const ratio = contrastOf(theme, role);
                return (
                  <tr key={role}>
                    <th scope="row" className={styles.tokenName}>
                      {role}
                    </th>
                    <td>
                      {pairing?.minimum === 3 ? (
                        // A non-text colour (ring, border) is shown as a line, as the kit uses it.
                        <span
                          className={styles.swatch}
                          style={{ background: colors[pairing.on], border: `3px solid ${colors[role]}` }}
                          aria-hidden="true"
                        />
                      ) : pairing ? (
                        <span className={styles.swatch} style={{ background: colors[pairing.on], color: colors[role] }} aria-hidden="true">
                          Aa
                        </span>
                      ) : (
                        <span className={styles.swatch} style={{ background: colors[role] }} aria-hidden="true" />
                      )}
                    </td>
                    <td className={styles.code}>{colors[role]}</td>
                    <td>
                      {pairing && ratio !== null ? (
                        <span className={styles.verdict} data-pass={ratio >= pairing.minimum}>
                          {ratio.toFixed(2)}:1 on <span className={styles.code}>{pairing.on}</span>{' '}
                          {ratio >= pairing.minimum ? `≥ ${pairing.minimum}` : `< ${pairing.minimum}`}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        );
      }}
    </BothThemes>
  );
}

/** Where each text role is drawn in the kit. */
const roleUse: Record<TextRole, string> = {
  h1: 'Heading level 1: the page title',
  h2: 'Heading level 2: a section of the page',
  h3: "Heading level 3; a card's or dialog's title (Heading size lg)",
  h4: 'Heading level 4; a small group (Heading size md)',
  body: 'Text (size md): paragraphs, labels, fields',
  caption: 'Text size xs: dates under a row, footnotes',
  code: 'codes and token names, in the mono font',
};

/** The semantic text roles, each drawn as the kit draws it, with its size, weight, line height and font. */
function TextRoles({ sample }: { sample: string }) {
  const { fontSize, fontWeight, lineHeight, font } = shared;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Text roles</caption>
      <thead>
        <tr>
          <th scope="col">role</th>
          <th scope="col">size / weight / line height</th>
          <th scope="col">sample</th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(textRoles) as TextRole[]).map((role) => {
          const { fontSize: step, fontWeight: weight, lineHeight: leading, font: family } = textRoles[role];
          const size = fontSize[step];
          return (
            <tr key={role}>
              <th scope="row" className={styles.tokenName}>
                {role}
                <br />
                <span className={styles.note}>{roleUse[role]}</span>
              </th>
              <td className={styles.code}>
                {step} {size} ({Number.parseFloat(size) * 16} px) / {weight} {fontWeight[weight]} / {lineHeight[leading]}
                {family === 'mono' ? ' / mono' : ''}
              </td>
              <td>
                <p
                  className={styles.sample}
                  style={{ fontSize: size, fontWeight: fontWeight[weight], lineHeight: lineHeight[leading], fontFamily: font[family] }}
                >
                  {sample}
                </p>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The text roles, then the raw type scale under them, with a real catalogue sentence at each size. */
export function TypeScale({ sample = 'Chameleon' }: { sample?: string }) {
  const { fontSize, fontWeight, lineHeight, font } = shared;
  return (
    <div className={styles.page}>
      <TextRoles sample={sample} />
      <TokenTable
        title="fontSize"
        values={fontSize}
        render={(value) => (
          <p className={styles.sample} style={{ fontSize: value, lineHeight: lineHeight.tight }}>
            {sample}
          </p>
        )}
      />
      <TokenTable title="fontWeight" values={fontWeight} render={(value) => <span style={{ fontWeight: value }}>{sample}</span>} />
      <TokenTable title="lineHeight" values={lineHeight} render={(value) => <p className={styles.sample} style={{ lineHeight: value, maxWidth: '24rem' }}>{sample}</p>} />
      <TokenTable title="font" values={font} render={(value) => <span style={{ fontFamily: value }}>{sample}</span>} />
    </div>
  );
}

function TokenTable({
  title,
  caption,
  values,
  render,
}: {
  title: string;
  caption?: string;
  values: Record<string, string | number>;
  render: (value: string) => ReactNode;
}) {
  return (
    <table className={styles.table}>
      {caption ? <caption className={styles.note}>{caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col">{title}</th>
          <th scope="col">value</th>
          <th scope="col">sample</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(values).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" className={styles.tokenName}>
              {name}
            </th>
            <td className={styles.code}>{value}</td>
            <td>{render(String(value))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const rem = (value: string) => Number.parseFloat(value);

/**
 * Spacing steps as bars of their own length, and the fixed sizes of controls and columns drawn
 * to one scale: the widest (`content`) fills the column, the others in proportion to it.
 */
export function SpacingScale() {
  const widest = Math.max(...Object.values(shared.size).map(rem));
  return (
    <div className={styles.page}>
      <TokenTable title="space" values={shared.space} render={(value) => <div className={styles.bar} style={{ width: value }} />} />
      <TokenTable
        title="size"
        caption={`Drawn to scale: the bar of content (${widest}rem) fills the column, each other size in proportion.`}
        values={shared.size}
        render={(value) => <div className={styles.bar} style={{ width: `${(rem(value) / widest) * 100}%`, height: '0.5rem' }} data-size={value} />}
      />
    </div>
  );
}

export function RadiusScale() {
  return <TokenTable title="radius" values={shared.radius} render={(value) => <div className={styles.box} style={{ borderRadius: value }} />} />;
}

/** Shadows differ per theme (darker on dark), so both are shown on their own background. */
export function ShadowScale() {
  return (
    <BothThemes>
      {(theme) => (
        <TokenTable
          title="shadow"
          values={themeTokens[theme].shadow}
          render={(value) => <div className={styles.box} style={{ boxShadow: value, borderRadius: shared.radius.md }} />}
        />
      )}
    </BothThemes>
  );
}

/** `cubic-bezier(x1, y1, x2, y2)` drawn as its curve in a unit square. */
function EasingCurve({ easing }: { easing: string }) {
  const numbers = /cubic-bezier\(([^)]+)\)/.exec(easing)?.[1]?.split(',').map(Number);
  if (!numbers || numbers.length !== 4) return null;
  const [x1, y1, x2, y2] = numbers as [number, number, number, number];
  const size = 100;
  const point = (x: number, y: number) => `${x * size},${size - y * size}`;
  return (
    <svg className={styles.curve} viewBox={`-4 -4 ${size + 8} ${size + 8}`} aria-hidden="true">
      <path d={`M${point(0, 0)} C${point(x1, y1)} ${point(x2, y2)} ${point(1, 1)}`} fill="none" stroke="currentColor" strokeWidth="3" />
    </svg>
  );
}

/**
 * The durations and the easing, and samples that play them: Play moves each dot across its
 * track with a transition of that duration and the kit's easing. With reduced motion asked
 * for (the system setting), the kit's global rule makes transitions instant: the dots jump.
 */
export function MotionTokens() {
  const { fast, base, easing } = shared.motion;
  const [moved, setMoved] = useState(false);
  return (
    <div className={styles.page}>
      <TokenTable
        title="motion"
        values={{ fast, base, easing }}
        render={(value) =>
          value === easing ? (
            <EasingCurve easing={value} />
          ) : (
            <div className={styles.track}>
              <div className={styles.dot} data-moved={moved || undefined} style={{ transition: `transform ${value} ${easing}` }} />
            </div>
          )
        }
      />
      <div>
        <button type="button" className={styles.play} onClick={() => setMoved((was) => !was)} aria-pressed={moved}>
          Play
        </button>
        <p className={styles.note}>
          Moves each dot with its duration and the easing curve. With reduced motion set in the system, transitions are instant and the dots
          jump: what such a user sees.
        </p>
      </div>
    </div>
  );
}

/** Every icon of the icons module, at each size, with the one stroke width. */
export function Iconography() {
  const entries = (Object.entries(icons) as [string, unknown][]).filter(
    (entry): entry is [string, ComponentType<IconProps>] => entry[0].endsWith('Icon') && typeof entry[1] === 'function',
  );
  return (
    <div className={styles.page}>
      <p className={styles.note}>
        One module (<span className={styles.code}>ui/src/icons</span>): outline icons on a 24-unit grid, stroke {ICON_STROKE_WIDTH} units with round caps
        and joins, in <span className={styles.code}>currentColor</span>, decorative (<span className={styles.code}>aria-hidden</span>): the control or text
        beside an icon carries its meaning.
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">icon</th>
            {Object.entries(iconSizes).map(([name, size]) => (
              <th scope="col" key={name}>
                {name} ({size === '1em' ? 'text size' : `${rem(size) * 16} px`})
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map(([name, Icon]) => (
            <tr key={name}>
              <th scope="row" className={styles.tokenName}>
                {name}
              </th>
              {Object.entries(iconSizes).map(([size, value]) => (
                <td key={size}>
                  {size === 'inline' ? (
                    <span>
                      <Icon width={value} height={value} /> text
                    </span>
                  ) : (
                    <Icon width={value} height={value} />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What changes at each breakpoint. */
const breakpointUse: Record<keyof typeof breakpoints, string> = {
  tablet: 'two-column pages (the profile sidebar), the wider footer',
  desktop: "the header's full menu (collapsed below it)",
};

/** The breakpoints, mobile first: the width each starts at and the query a style writes. */
export function Breakpoints() {
  const rows: [name: string, from: string, use: string, query: string][] = [
    ['phone', '0', 'the base styles, from 320 px', '(none: the base styles)'],
    ...(Object.keys(breakpoints) as (keyof typeof breakpoints)[]).map((name): [string, string, string, string] => [name, breakpoints[name], breakpointUse[name], media[name]]),
  ];
  return (
    <div className={styles.page}>
      <p className={styles.note}>
        Mobile first: styles without a query serve 320 px phones, each breakpoint adds to them. In em, so a reader who enlarges the browser font gets the
        roomier layout sooner (1em = 16 px at the default size).
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">breakpoint</th>
            <th scope="col">from</th>
            <th scope="col">what changes</th>
            <th scope="col">media query</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, from, use, query]) => (
            <tr key={name}>
              <th scope="row" className={styles.tokenName}>
                {name}
              </th>
              <td className={styles.code}>
                {from === '0' ? '320px' : `${from} (${rem(from) * 16} px)`}
              </td>
              <td>{use}</td>
              <td className={styles.code}>{query}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.ruler} aria-hidden="true">
        {rows.map(([name, from]) => (
          <span key={name} className={styles.rulerMark} style={{ insetInlineStart: `${((from === '0' ? 320 : rem(from) * 16) / 1280) * 100}%` }}>
            {name}
          </span>
        ))}
      </div>
    </div>
  );
}

/** What each layer is for (as its comment in tokens.ts says). */
const layerUse: Record<keyof typeof layers, string> = {
  header: 'the sticky header bar, over the page',
  menu: 'a menu dropping from the header (the language list)',
  dialog: 'a modal dialog and its overlay: over the header and menus',
  skipLink: 'the skip link, shown on focus over everything the page draws',
  toast: 'toasts: readable over an open dialog, so over everything',
};

/** The layers, lowest first, drawn as a stack. */
export function Layers() {
  const entries = Object.entries(layers);
  return (
    <div className={styles.page}>
      <p className={styles.note}>
        What may cover what (z-index), from <span className={styles.code}>layers</span> in the tokens. Stacking inside one component stays local to it.
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">layer</th>
            <th scope="col">z-index</th>
            <th scope="col">what it covers</th>
          </tr>
        </thead>
        <tbody>
          {entries.map(([name, value]) => (
            <tr key={name}>
              <th scope="row" className={styles.tokenName}>
                {name}
              </th>
              <td className={styles.code}>{value}</td>
              <td>{layerUse[name as keyof typeof layers]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.stack} aria-hidden="true">
        {entries.map(([name, value], index) => (
          <div key={name} className={styles.layer} style={{ zIndex: value, insetBlockStart: `${index * 1.75}rem`, insetInlineStart: `${index * 2.5}rem` }}>
            {name} <span className={styles.code}>{value}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
