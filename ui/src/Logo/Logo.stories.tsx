import type { Meta, StoryObj } from '@storybook/react-vite';
import { useT } from '../../../.storybook/i18n';
import { Logo, logoVariants, type LogoProps } from './Logo';

type Args = Omit<LogoProps, 'name'>;

function NamedLogo(args: Args) {
  const t = useT('header');
  return <Logo {...args} name={t('logo.brand')} />;
}

const meta = {
  title: 'Components/Logo',
  component: NamedLogo,
  argTypes: { variant: { control: 'inline-radio', options: logoVariants } },
  args: { variant: 'full' },
} satisfies Meta<typeof NamedLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};

export const Mark: Story = { args: { variant: 'mark' } };

export const Responsive: Story = { args: { variant: 'responsive' } };
