import type { StoryObj } from '@storybook/react-vite';
import { radios, VariantRow } from '../../../.storybook/controls';
import { playground, type KitMeta } from '../../../.storybook/docs';
import { useT } from '../../../.storybook/i18n';
import { Logo, logoVariants, type LogoProps } from './Logo';

type Args = Omit<LogoProps, 'name'>;

function NamedLogo(args: Args) {
  const t = useT('header');
  return <Logo {...args} name={t('logo.brand')} />;
}

const meta = {
  title: 'Chrome/Logo',
  component: Logo,
  render: (args) => <NamedLogo {...args} />,
  argTypes: radios({ variant: logoVariants }),
  args: { variant: 'full' },
} satisfies KitMeta<typeof NamedLogo>;

export default meta;
type Story = StoryObj<typeof NamedLogo>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const Full: Story = {};

export const Mark: Story = { args: { variant: 'mark' } };

export const Responsive: Story = { args: { variant: 'responsive' } };

function LogoGrid() {
  const name = useT('header')('logo.brand');
  return (
    <VariantRow gap="2rem">
      {logoVariants.map((variant) => (
        <Logo key={variant} name={name} variant={variant} />
      ))}
    </VariantRow>
  );
}

/** Every variant (`responsive` shows the wordmark from 400 px). */
export const States: Story = { parameters: { controls: { disable: true } }, render: () => <LogoGrid /> };
