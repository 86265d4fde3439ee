import type { Meta, StoryObj } from '@storybook/react-vite';
import { fullscreen, playground } from '../../../.storybook/docs';
import { useT } from '../../../.storybook/i18n';
import { DemoNotice, type DemoNoticeProps } from './DemoNotice';

/** The site's demo note, in the story's language; Controls' values replace it. */
function TranslatedDemoNotice(args: Partial<DemoNoticeProps>) {
  const t = useT('notifications');
  return <DemoNotice {...args}>{args.children ?? t('demo.notice')}</DemoNotice>;
}

const meta = { title: 'Feedback/DemoNotice', component: DemoNotice, ...fullscreen(TranslatedDemoNotice) } satisfies Meta<typeof DemoNotice>;

export default meta;
type Story = StoryObj<typeof DemoNotice>;

export const Playground: Story = { tags: ['playground'], ...playground };

/** The one state: a band, placed last in the page's flow. */
export const Default: Story = {};
