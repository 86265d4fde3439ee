import type { StoryObj } from '@storybook/react-vite';
import { radios } from '../../../.storybook/controls';
import { playground, type KitMeta } from '../../../.storybook/docs';
import { expect, within } from 'storybook/test';
import { stressText, useLocale, useT, withMessage } from '../../../.storybook/i18n';
import { expectNoOverflow, germanPhone } from '../../../.storybook/stress';
import { Stack } from '../Stack';
import { Text, textSizes, textTones, textWeights, type TextProps } from './Text';

type Args = Pick<TextProps, 'size' | 'tone' | 'weight'>;

/** The component with a real catalogue text in the toolbar's language. */
const Lead = withMessage<Args>(Text, 'profile', 'subscription.lead');

function Scale() {
  const t = useT('profile');
  return (
    <Stack space="sm">
      {textSizes.map((size) =>
        textTones.map((tone) => (
          <Text key={`${size}-${tone}`} size={size} tone={tone}>
            {t('home.install.text')}
          </Text>
        )),
      )}
    </Stack>
  );
}

function StressText(args: Args) {
  const { longest, unbroken } = stressText(useLocale());
  return (
    <Stack space="sm">
      <Text {...args}>{longest}</Text>
      <Text {...args}>{unbroken}</Text>
    </Stack>
  );
}

const meta = {
  title: 'Display/Text',
  component: Text,
  render: (args) => <Lead {...args} />,
  argTypes: {
    ...radios({ size: textSizes, tone: textTones, weight: textWeights }),
  },
  args: { size: 'md', tone: 'neutral', weight: 'regular' },
} satisfies KitMeta<typeof Lead>;

export default meta;
type Story = StoryObj<typeof Lead>;

export const Playground: Story = { tags: ['playground'], ...playground };

/** A screen's lead, under its title. */
export const Muted: Story = {
  args: { size: 'sm', tone: 'muted' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/./).tagName).toBe('P');
  },
};

/** Every size in every tone: the contrast of each against the background is checked by axe. */
export const SizesAndTones: Story = { parameters: { controls: { disable: true } }, render: () => <Scale /> };

/** The catalogue's longest message and its two longest words run together, on a phone: both wrap. */
export const Stress: Story = {
  globals: germanPhone,
  render: (args) => <StressText {...args} />,
  play: async ({ canvasElement }) => expectNoOverflow(canvasElement),
};
