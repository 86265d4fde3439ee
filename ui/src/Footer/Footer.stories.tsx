import type { Meta, StoryObj } from '@storybook/react-vite';
import { playground } from '../../../.storybook/docs';
import { statesOf } from '../../../.storybook/grid';
import { stressText, useLocale, useT } from '../../../.storybook/i18n';
import { responsive } from '../../../.storybook/modes';
import { expectNoOverflow, germanPhone } from '../../../.storybook/stress';
import { Footer } from './Footer';
import { expect, within } from 'storybook/test';
import { phoneViewport, StoryFooter, useLocalePath } from '../layouts/Page/storyChrome';

const meta = {
  title: 'Chrome/Footer',
  component: Footer,
  // The catalogue's texts; Controls' values replace them.
  render: (args) => <StoryFooter overrides={args} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof Footer>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const Default: Story = {
  tags: ['responsive'],
  ...responsive,
  play: async ({ canvasElement }) => {
    const external = within(canvasElement)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('target') === '_blank');
    // Three documents, the cancellation and support.
    await expect(external).toHaveLength(5);
    for (const link of external) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Phone: Story = { globals: phoneViewport };

/**
 * Links and the cancellation note with the catalogue's longest message and an unbroken word,
 * in an internal link and in an external one, whose new-tab icon is glued to the word's last letter.
 */
function StressFooter() {
  const { longest, unbroken } = stressText(useLocale());
  const t = useT('footer');
  const links = useT('links');
  const localePath = useLocalePath();
  return (
    <StoryFooter
      overrides={{
        navigation: {
          label: t('nav.label'),
          links: [
            { id: 'longest', label: longest, href: localePath('/') },
            { id: 'unbroken', label: unbroken, href: localePath('/profile/') },
            { id: 'support', label: longest, href: links('support'), external: true },
            { id: 'unbroken-external', label: unbroken, href: links('support'), external: true },
          ],
        },
        cancelSubscription: { text: longest, label: longest, href: links('cancelSubscription') },
      }}
    />
  );
}

/** German on a 320 px phone: long link texts and an unbroken word wrap inside the screen. */
export const Stress: Story = {
  globals: germanPhone,
  render: () => <StressFooter />,
  play: async ({ canvasElement }) => expectNoOverflow(canvasElement),
};

/** The footer at rest, then its links hovered and keyboard-focused (text links have no pressed style). */
export const States: Story = statesOf(meta, { Default }, { hover: ['a'], focus: ['a'], cellWidth: '100%' });
