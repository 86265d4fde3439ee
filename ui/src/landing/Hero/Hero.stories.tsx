import type { Meta, StoryObj } from '@storybook/react-vite';
import { statesOf } from '../../../../.storybook/grid';
import { responsive } from '../../../../.storybook/modes';
import { expect, within } from 'storybook/test';
import { useHeroCopy } from '../shared/storyCopy';
import { Hero, type HeroProps } from './Hero';

/** Story-only choices, passed in `render`: Controls lists only Hero's own props. */
interface Options {
  withSecondaryAction?: boolean;
  withEyebrow?: boolean;
}

function HeroStory({ withSecondaryAction = true, withEyebrow = true, ...args }: Partial<HeroProps> & Options) {
  const copy = useHeroCopy();
  return (
    <Hero
      {...copy}
      eyebrow={withEyebrow ? copy.eyebrow : undefined}
      secondaryAction={withSecondaryAction ? copy.secondaryAction : undefined}
      {...args}
    />
  );
}

const meta = {
  title: 'Landing/Hero',
  component: Hero,
  render: (args) => <HeroStory {...args} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof Hero>;

/** Every prop on the Controls panel, starting from the component's first state below. */
export const Playground: Story = { tags: ['playground'] };

export const Default: Story = {
  tags: ['responsive'],
  ...responsive,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

export const PrimaryActionOnly: Story = { render: (args) => <HeroStory {...args} withSecondaryAction={false} /> };

export const WithoutEyebrow: Story = { render: (args) => <HeroStory {...args} withEyebrow={false} /> };

/** 320 px wide: the actions stack, the visual shrinks below the text. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Each variant of the section, stacked at full width. */
export const States: Story = statesOf(meta, { Default, PrimaryActionOnly, WithoutEyebrow }, { cellWidth: '100%' });
