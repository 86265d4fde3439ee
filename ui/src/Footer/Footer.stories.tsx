import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneViewport, StoryFooter } from '../layouts/Page/storyChrome';

const meta = {
  title: 'Components/Footer',
  component: StoryFooter,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
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
