import type { StoryObj } from '@storybook/react-vite';
import { responsive } from '../../../../.storybook/modes';
import type { KitMeta } from '../../../../.storybook/docs';
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
  component: TryIt,
  render: (args) => <TryItStory {...args} />,
  args: { withAction: true },
  parameters: { layout: 'fullscreen' },
} satisfies KitMeta<typeof TryItStory>;

export default meta;
type Story = StoryObj<typeof TryItStory>;

/** Every prop on the Controls panel, starting from the component's first state below. */
export const Playground: Story = { tags: ['playground'] };

export const Default: Story = {
  tags: ['responsive'],
  ...responsive,
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
