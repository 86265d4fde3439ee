import type { Meta, StoryObj } from '@storybook/react-vite';
import { statesOf } from '../../../../.storybook/grid';
import { responsive } from '../../../../.storybook/modes';
import { expect, within } from 'storybook/test';
import { useTryItCopy } from '../shared/storyCopy';
import { TryIt, type TryItProps } from './TryIt';

/** Story-only choices, passed in `render`: Controls lists only TryIt's own props. */
interface Options {
  withAction?: boolean;
}

function TryItStory({ withAction = true, ...args }: Partial<TryItProps> & Options) {
  const copy = useTryItCopy();
  return <TryIt {...copy} action={withAction ? copy.action : undefined} {...args} />;
}

const meta = {
  title: 'Landing/TryIt',
  component: TryIt,
  render: (args) => <TryItStory {...args} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TryIt>;

export default meta;
type Story = StoryObj<typeof TryIt>;

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

export const WithoutAction: Story = { render: (args) => <TryItStory {...args} withAction={false} /> };

/** 320 px wide: the steps stack. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** With and without the action, stacked at full width. */
export const States: Story = statesOf(meta, { Default, WithoutAction }, { cellWidth: '100%' });
