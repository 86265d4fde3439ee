import type { Meta, StoryObj } from '@storybook/react-vite';
import { playground } from '../../../.storybook/docs';
import { statesOf } from '../../../.storybook/grid';
import { expectNoOverflow, germanPhone } from '../../../.storybook/stress';
import { expect, within } from 'storybook/test';
import { stressText, useLocale, useT } from '../../../.storybook/i18n';
import { Button } from '../Button';
import { ErrorView, type ErrorViewProps } from './ErrorView';

type Variant = 'notFound' | 'internal' | 'statusMessage' | 'crash';

/** Story-only choices, passed in `render`: Controls lists only ErrorView's own props. */
interface Options {
  /** Which of the site's errors to show, with its real texts. */
  variant?: Variant;
}

// A render error as the app-wide handler receives it: the view must show the message only.
const crashStack = `TypeError: Cannot read properties of undefined (reading 'login')
    at ProfilePage (https://chameleon.example/app-3f2a.js:1:23456)
    at renderWithHooks (https://chameleon.example/framework-91bc.js:1:5678)`;

function ErrorPage({ variant = 'internal', status, headingLevel }: Partial<ErrorViewProps> & Options) {
  const t = useT('main');
  const tProfile = useT('profile');
  const titles = { notFound: t('error.notFound.title'), internal: t('error.internal.title') };
  const home = <Button href="#home">{t('error.goHome')}</Button>;
  switch (variant) {
    case 'notFound':
      return (
        <ErrorView
          status={status ?? 404}
          titles={titles}
          message={t('error.pageNotFound', { path: '/en/profile/unknown' })}
          action={home}
          headingLevel={headingLevel}
        />
      );
    case 'statusMessage':
      return (
        <ErrorView
          status={status ?? 503}
          titles={titles}
          statusMessage={tProfile('load.error')}
          message={t('error.internal.description')}
          action={home}
          headingLevel={headingLevel}
        />
      );
    case 'crash':
      return <ErrorView titles={titles} message={crashStack} action={home} headingLevel={headingLevel} />;
    default:
      return (
        <ErrorView
          status={status}
          titles={titles}
          message={t('error.internal.description')}
          action={home}
          headingLevel={headingLevel}
        />
      );
  }
}

const meta = {
  title: 'Feedback/ErrorView',
  component: ErrorView,
  render: (args) => <ErrorPage {...args} />,
  argTypes: {
    status: { control: 'number' },
    headingLevel: { control: 'inline-radio', options: [1, 2] },
  },
  args: { headingLevel: 1 },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof ErrorView>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const NotFound: Story = {
  render: (args) => <ErrorPage {...args} variant={'notFound'} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('404')).toBeInTheDocument();
  },
};

/** No status given: the spec's default, 500. */
export const InternalError: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('500')).toBeInTheDocument();
  },
};

/** An explicit status message replaces the title chosen by status. */
export const StatusMessage: Story = { render: (args) => <ErrorPage {...args} variant={'statusMessage'} /> };

/** An unhandled component error: the message shows, its stack trace never does. */
export const UnhandledError: Story = {
  render: (args) => <ErrorPage {...args} variant={'crash'} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement).not.toHaveTextContent('app-3f2a.js');
  },
};

/** The longest German message as the message and an unbroken word as the status line. */
function StressError({ headingLevel }: Partial<ErrorViewProps>) {
  const { longest, unbroken } = stressText(useLocale());
  const t = useT('main');
  return (
    <ErrorView
      status={503}
      titles={{ notFound: t('error.notFound.title'), internal: t('error.internal.title') }}
      statusMessage={unbroken}
      message={longest}
      action={<Button href="#home">{t('error.goHome')}</Button>}
      headingLevel={headingLevel}
    />
  );
}

/** German on a 320 px phone: the message and the status line wrap inside the screen. */
export const Stress: Story = {
  globals: germanPhone,
  render: (args) => <StressError {...args} />,
  play: async ({ canvasElement }) => expectNoOverflow(canvasElement),
};

/** Every error the site shows, side by side. */
export const States: Story = statesOf(meta, { NotFound, InternalError, StatusMessage, UnhandledError }, { cellWidth: '24rem' });
