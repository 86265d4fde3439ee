import type { StoryObj } from '@storybook/react-vite';
import { radios } from '../../../.storybook/controls';
import { playground, type KitMeta } from '../../../.storybook/docs';
import { expect, within } from 'storybook/test';
import { stressText, useLocale, useT, withMessage } from '../../../.storybook/i18n';
import { expectNoOverflow, germanPhone } from '../../../.storybook/stress';
import { Stack } from '../Stack';
import { Heading, headingLevels, headingSizes, type HeadingProps } from './Heading';

type Args = Pick<HeadingProps, 'level' | 'size'>;

/** The component with a real catalogue text in the toolbar's language. */
const SectionHeading = withMessage<Args>(Heading, 'profile', 'subscription.title');

function Levels() {
  const t = useT('profile');
  return (
    <Stack space="md">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          {t('subscription.title')}
        </Heading>
      ))}
    </Stack>
  );
}

function StressHeading(args: Args) {
  const { unbroken } = stressText(useLocale());
  return <Heading {...args}>{unbroken}</Heading>;
}

const meta = {
  title: 'Display/Heading',
  component: Heading,
  render: (args) => <SectionHeading {...args} />,
  argTypes: {
    ...radios({ level: headingLevels, size: [undefined, ...headingSizes] }),
  },
  args: { level: 1 },
} satisfies KitMeta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof SectionHeading>;

export const Playground: Story = { tags: ['playground'], ...playground };

/** A screen's title. */
export const PageTitle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** Each level at the size it takes by default. */
export const AllLevels: Story = { parameters: { controls: { disable: true } }, render: () => <Levels /> };

/** The catalogue's two longest words run together, on a phone: the heading breaks instead of overflowing. */
export const Stress: Story = {
  globals: germanPhone,
  args: { level: 1 },
  render: (args) => <StressHeading {...args} />,
  play: async ({ canvasElement }) => expectNoOverflow(canvasElement),
};
