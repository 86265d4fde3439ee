import type { StoryObj } from '@storybook/react-vite';
import { responsive } from '../../../../.storybook/modes';
import type { KitMeta } from '../../../../.storybook/docs';
import { expect, within } from 'storybook/test';
import { useHeroCopy } from '../shared/storyCopy';
import { Hero } from './Hero';

interface Args {
  withSecondaryAction: boolean;
  withEyebrow: boolean;
}

function HeroStory({ withSecondaryAction, withEyebrow }: Args) {
  const copy = useHeroCopy();
  return (
    <Hero
      {...copy}
      eyebrow={withEyebrow ? copy.eyebrow : undefined}
      secondaryAction={withSecondaryAction ? copy.secondaryAction : undefined}
    />
  );
}

const meta = {
  title: 'Landing/Hero',
  component: Hero,
  render: (args) => <HeroStory {...args} />,
  args: { withSecondaryAction: true, withEyebrow: true },
  parameters: { layout: 'fullscreen' },
} satisfies KitMeta<typeof HeroStory>;

export default meta;
type Story = StoryObj<typeof HeroStory>;

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

export const PrimaryActionOnly: Story = { args: { withSecondaryAction: false } };

export const WithoutEyebrow: Story = { args: { withEyebrow: false } };

/** 320 px wide: the actions stack, the visual shrinks below the text. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
