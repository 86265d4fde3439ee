import type { StoryObj } from '@storybook/react-vite';
import { statesOf } from '../../../.storybook/grid';
import { playground, type KitMeta } from '../../../.storybook/docs';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLocale, useT } from '../../../.storybook/i18n';
import { useLocalePath } from '../layouts/Page/storyChrome';
import { LanguageSwitcher, switcherLocales, type SwitcherLocale } from './LanguageSwitcher';
import * as styles from './LanguageSwitcher.stories.css';

interface Args {
  onSelect: (locale: SwitcherLocale) => void;
}

/** The switcher as the header renders it, with links to this page in each language. */
function HeaderSwitcher({ onSelect }: Args) {
  const t = useT('header');
  const locale = useLocale();
  const localePath = useLocalePath();
  const hrefs = Object.fromEntries(
    switcherLocales.map((lng) => [lng, localePath('/profile/transactions/?page=2', lng)]),
  ) as Record<SwitcherLocale, string>;
  return <LanguageSwitcher locale={locale} hrefs={hrefs} label={t('language.label')} onSelect={onSelect} />;
}

function Switcher(args: Args) {
  return (
    // Room for the list, which drops below the button and aligns to its end.
    <div className={styles.stage}>
      <HeaderSwitcher {...args} />
    </div>
  );
}

const meta = {
  title: 'Chrome/LanguageSwitcher',
  component: LanguageSwitcher,
  render: (args) => <Switcher {...args} />,
  args: { onSelect: fn() },
  parameters: {
    keyboard: [
      { keys: 'Enter / Space / ↓', does: 'Opens the list on the current language.' },
      { keys: '↑', does: 'Opens the list on the last language.' },
      { keys: '↓ / ↑', does: 'Move through the list.' },
      { keys: 'Home / End', does: 'First / last language.' },
      { keys: 'Enter', does: 'Switches to the focused language.' },
      { keys: 'Escape', does: 'Closes the list; focus goes back to the button.' },
    ],
  },
} satisfies KitMeta<typeof Switcher>;

export default meta;
type Story = StoryObj<typeof Switcher>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    const links = within(canvas.getByRole('list')).getAllByRole('link');
    await expect(links).toHaveLength(switcherLocales.length);
    await expect(links.filter((link) => link.getAttribute('aria-current') === 'true')).toHaveLength(1);
    for (const link of links) await expect(link).toHaveAttribute('hreflang', link.getAttribute('lang'));
  },
};

export const KeyboardNavigation: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button');
    toggle.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('link').find((link) => link.getAttribute('aria-current') === 'true')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

/** The closed switcher's button at rest, hovered, keyboard-focused and pressed. */
export const States: Story = statesOf(meta, { Closed }, { hover: ['button'], focus: ['button'], pressed: ['button'] });
