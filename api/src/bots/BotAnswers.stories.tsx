import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOCALES, type Locale } from '@chameleon/contract';
import { useLocale } from '../../../.storybook/i18n';
import { vars } from '../../../ui/src/theme';
import { botAnswers } from './messages';

// Every answer of the Telegram and VK bots (plain text, the same on both), as a chat shows it.

const login = 'anna_schmidt';
/** The support address the bots name when no support chat is set. */
const supportEmail = 'support@chameleon-skins.app';

function Answers({ locale }: { locale: Locale }) {
  return (
    <section lang={locale} aria-label={locale} style={{ display: 'grid', gap: vars.space.xs, width: 320, fontFamily: vars.font.body }}>
      {Object.entries(botAnswers[locale]).map(([kind, answer]) => (
        <p
          key={kind}
          data-answer={kind}
          style={{
            margin: 0,
            padding: `${vars.space.xs} ${vars.space.sm}`,
            borderRadius: vars.radius.md,
            background: vars.color.surfaceRaised,
            color: vars.color.text,
            border: `1px solid ${vars.color.border}`,
            fontSize: vars.fontSize.sm,
            lineHeight: vars.lineHeight.normal,
            whiteSpace: 'pre-wrap',
          }}
        >
          {answer(kind === 'supportByMail' ? supportEmail : login)}
        </p>
      ))}
    </section>
  );
}

function InToolbarLanguage() {
  return <Answers locale={useLocale()} />;
}

const meta = {
  title: 'Mail/Bot answers',
  component: InToolbarLanguage,
} satisfies Meta<typeof InToolbarLanguage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Answers_: Story = { name: 'Answers' };

/** All five languages side by side, for the visual check. */
export const EveryLanguage: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-start' }}>
      {LOCALES.map((locale) => (
        <Answers key={locale} locale={locale} />
      ))}
    </div>
  ),
};
