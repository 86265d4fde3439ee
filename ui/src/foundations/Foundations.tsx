import { getContrast } from 'color2k';
import type { ReactNode } from 'react';
import { themeAttribute, themeNames, themeTokens, type ColorTokens, type ThemeName, type ThemeTokens } from '../theme';
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

/** The surface each text role is read on: text must meet 4.5:1 against it. */
const textOn: Partial<Record<keyof ColorTokens, keyof ColorTokens>> = {
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

/** The surface each non-text indicator sits on: it must meet 3:1 against it. */
const indicatorOn: Partial<Record<keyof ColorTokens, keyof ColorTokens>> = {
  focusRing: 'background',
  borderStrong: 'surface',
};

const pairingsOf = (on: typeof textOn, minimum: Pairing['minimum']) =>
  Object.fromEntries(Object.entries(on).map(([role, surface]) => [role, { on: surface, minimum }]));

/** How the kit uses each foreground role; roles without an entry are surfaces or fills. */
export const colourPairings: Partial<Record<keyof ColorTokens, Pairing>> = { ...pairingsOf(textOn, 4.5), ...pairingsOf(indicatorOn, 3) };

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

/** The type scale with a real catalogue sentence at each size. */
export function TypeScale({ sample = 'Chameleon' }: { sample?: string }) {
  const { fontSize, fontWeight, lineHeight, font } = shared;
  return (
    <div className={styles.page}>
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

function TokenTable({ title, values, render }: { title: string; values: Record<string, string>; render: (value: string) => ReactNode }) {
  return (
    <table className={styles.table}>
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
            <td>{render(value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Spacing steps as bars of their own length, and the fixed sizes of controls and columns. */
export function SpacingScale() {
  return (
    <div className={styles.page}>
      <TokenTable title="space" values={shared.space} render={(value) => <div className={styles.bar} style={{ width: value }} />} />
      <TokenTable
        title="size"
        values={shared.size}
        render={(value) => <div className={styles.bar} style={{ width: `min(${value}, 100%)`, height: '0.5rem' }} />}
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

export function MotionTokens() {
  const { fast, base, easing } = shared.motion;
  return (
    <TokenTable
      title="motion"
      values={{ fast, base, easing }}
      render={(value) => (value === easing ? <EasingCurve easing={value} /> : <div className={styles.bar} style={{ width: `${Number.parseInt(value, 10) / 4}px` }} />)}
    />
  );
}
