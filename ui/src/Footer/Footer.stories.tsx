import type { StoryObj } from '@storybook/react-vite';
import { responsive } from '../../../.storybook/modes';
import type { KitMeta } from '../../../.storybook/docs';
import { Footer } from './Footer';
import { expect, within } from 'storybook/test';
import { phoneViewport, StoryFooter } from '../layouts/Page/storyChrome';

const meta = {
  title: 'Chrome/Footer',
  component: Footer,
  render: () => <StoryFooter />,
  parameters: { layout: 'fullscreen' },
} satisfies KitMeta<typeof StoryFooter>;

export default meta;
type Story = StoryObj<typeof StoryFooter>;

/** Every prop on the Controls panel, starting from the component's first state below. */
export const Playground: Story = { tags: ['playground'] };

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
