import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useTryItCopy } from '../shared/storyCopy';
import { TryIt } from './TryIt';

interface Args {
  withAction: boolean;
}

function TryItStory({ withAction }: Args) {
  const copy = useTryItCopy();
  return <TryIt {...copy} action={withAction ? copy.action : undefined} />;
}

const meta = {
  title: 'Landing/TryIt',
  component: TryItStory,
  args: { withAction: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TryItStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

export const WithoutAction: Story = { args: { withAction: false } };

/** 320 px wide: the steps stack. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
