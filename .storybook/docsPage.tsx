import { Controls, Description, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';

/** How settled a component is; shown at the top of its docs page (`parameters.status`). */
export type ComponentStatus = 'stable' | 'beta';

const statusMeaning: Record<ComponentStatus, string> = {
  stable: 'Stable: its props and look are settled; a change is announced in the Changelog.',
  beta: 'Beta: in use on the site, but its props or look may still change.',
};

/** One key (or chord) and what it does, for a component that takes focus (`parameters.keyboard`). */
export interface KeyboardRow {
  keys: string;
  does: string;
}

/**
 * Every component's docs page: Storybook's default page (title, usage note, primary story,
 * props, stories) with the component's status under the title and, where it takes focus, a
 * keyboard table after the props. Foundations pages set `status: null`.
 */
export function KitDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const status = preparedMeta.parameters.status as ComponentStatus | null | undefined;
  const keyboard = preparedMeta.parameters.keyboard as KeyboardRow[] | undefined;
  return (
    <>
      <Title />
      {status ? (
        <p>
          <span
            data-status={status}
            style={{
              display: 'inline-block',
              padding: '0.125rem 0.5rem',
              marginInlineEnd: '0.5rem',
              borderRadius: '999px',
              border: '1px solid currentColor',
              fontWeight: 700,
              fontSize: '0.75rem',
              textTransform: 'uppercase',
              color: status === 'stable' ? '#0b6336' : '#7a4d00',
            }}
          >
            {status}
          </span>
          {statusMeaning[status]}
        </p>
      ) : null}
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      {keyboard ? (
        <>
          <h3 id="keyboard">Keyboard</h3>
          <table>
            <thead>
              <tr>
                <th scope="col">Key</th>
                <th scope="col">Does</th>
              </tr>
            </thead>
            <tbody>
              {keyboard.map(({ keys, does }) => (
                <tr key={keys}>
                  <td>
                    <kbd>{keys}</kbd>
                  </td>
                  <td>{does}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      <Stories />
    </>
  );
}
