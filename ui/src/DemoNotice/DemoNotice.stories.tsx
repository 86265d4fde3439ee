import type { Meta, StoryObj } from '@storybook/react-vite';
import { useT } from '../../../.storybook/i18n';
import { DemoNotice } from './DemoNotice';

function TranslatedDemoNotice() {
  const t = useT('notifications');
  return <DemoNotice>{t('demo.notice')}</DemoNotice>;
}

const meta = {
  title: 'Components/DemoNotice',
  component: TranslatedDemoNotice,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TranslatedDemoNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
