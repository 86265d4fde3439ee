import type { StoryObj } from '@storybook/react-vite';
import { usage, type KitMeta } from '../../../.storybook/docs';
import { useT } from '../../../.storybook/i18n';
import { Logo, logoVariants, type LogoProps } from './Logo';

type Args = Omit<LogoProps, 'name'>;

function NamedLogo(args: Args) {
  const t = useT('header');
  return <Logo {...args} name={t('logo.brand')} />;
}

const meta = {
  title: 'Chrome/Logo',
  parameters: {
    docs: {
      description: {
        component: usage({
          use: "for the product's mark and name; `responsive` drops the wordmark on the narrowest phones.",
          instead: 'nothing: draw the brand only through it.',
          avoid: 'recolour it or set the name as an image.',
        }),
      },
    },
  },
  component: Logo,
  render: (args) => <NamedLogo {...args} />,
  argTypes: { variant: { control: 'inline-radio', options: logoVariants } },
  args: { variant: 'full' },
} satisfies KitMeta<typeof NamedLogo>;

export default meta;
type Story = StoryObj<typeof NamedLogo>;

export const Full: Story = {};

export const Mark: Story = { args: { variant: 'mark' } };

export const Responsive: Story = { args: { variant: 'responsive' } };
