import type { Meta, StoryObj } from '@storybook/react-vite';
import { fullscreen, playground } from '../../../../.storybook/docs';
import { statesOf } from '../../../../.storybook/grid';
import { responsive } from '../../../../.storybook/modes';
import { expect, within } from 'storybook/test';
import { storyUrls, useSupportContactCopy } from '../shared/storyCopy';
import { SupportContact, type SupportContactProps } from './SupportContact';

/** Story-only choices, passed in `render`: Controls lists only SupportContact's own props. */
interface Options {
  /** Both channels, or only one of them. */
  only?: 'email' | 'telegram';
}

function SupportContactStory({ only, ...args }: Partial<SupportContactProps> & Options) {
  const { email, telegram, ...copy } = useSupportContactCopy();
  // Controls' values replace the catalogue's; the props' union (at least one channel) is the caller's to keep.
  const overrides = args as object;
  if (only === 'email') return <SupportContact {...copy} email={email} {...overrides} />;
  if (only === 'telegram') return <SupportContact {...copy} telegram={telegram} {...overrides} />;
  return <SupportContact {...copy} email={email} telegram={telegram} {...overrides} />;
}

const meta = { title: 'Landing/SupportContact', component: SupportContact, ...fullscreen(SupportContactStory) } satisfies Meta<typeof SupportContact>;

export default meta;
type Story = StoryObj<typeof SupportContact>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const EmailAndTelegram: Story = {
  tags: ['responsive'],
  ...responsive,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: storyUrls.supportEmail })).toHaveAttribute('href', `mailto:${storyUrls.supportEmail}`);
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

export const EmailOnly: Story = { render: (args) => <SupportContactStory {...args} only={'email'} /> };

export const TelegramOnly: Story = { render: (args) => <SupportContactStory {...args} only={'telegram'} /> };

/** Each set of channels, stacked at full width. */
export const States: Story = statesOf(meta, { EmailAndTelegram, EmailOnly, TelegramOnly }, { cellWidth: '100%' });
