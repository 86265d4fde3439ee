import { useT } from '../../../../.storybook/i18n';
import type { BotLinksProps } from '../BotLinks';
import type { DownloadCardProps } from '../DownloadCard';
import type { GameFeaturesProps } from '../GameFeatures';
import type { HeroProps } from '../Hero';
import type { SupportEmail, SupportTelegram } from '../SupportContact';
import type { TryItProps } from '../TryIt';

/*
 * Stories only: each section's props in the story's language, so the single-section
 * stories and the full-page story show the same real copy. URLs and addresses stand in
 * for the runtime configuration the site passes.
 */

export const storyUrls = {
  signUp: '/auth/sign-up',
  launcher: 'https://downloads.chameleon.example/ChameleonSetup.exe',
  telegramBot: 'https://t.me/ChameleonExampleBot',
  vkBot: 'https://vk.com/chameleon_example',
  supportEmail: 'support@chameleon.example',
  supportTelegram: 'https://t.me/ChameleonExampleSupport',
};

export function useHeroCopy(): HeroProps {
  const t = useT('home');
  return {
    eyebrow: t('hero.eyebrow'),
    title: t('hero.title'),
    lead: t('hero.lead'),
    primaryAction: { label: t('hero.primaryAction'), href: storyUrls.signUp },
    secondaryAction: { label: t('hero.secondaryAction'), href: '#download' },
  };
}

export function useTryItCopy(): TryItProps {
  const t = useT('home');
  return {
    heading: t('tryIt.title'),
    steps: [
      { title: t('tryIt.step1.title'), text: t('tryIt.step1.text') },
      { title: t('tryIt.step2.title'), text: t('tryIt.step2.text') },
      { title: t('tryIt.step3.title'), text: t('tryIt.step3.text') },
    ],
    action: { label: t('tryIt.action'), href: storyUrls.signUp },
  };
}

export function useGameFeaturesCopy(): GameFeaturesProps {
  const t = useT('home');
  const main = useT('main');
  return {
    heading: t('features.title'),
    lead: t('features.lead'),
    games: [
      {
        id: 'shooter',
        name: main('game.shooter'),
        tagline: t('features.shooter.tagline'),
        features: [t('features.shooter.1'), t('features.shooter.2'), t('features.shooter.3'), t('features.shooter.4')],
      },
      {
        id: 'strategy',
        name: main('game.strategy'),
        tagline: t('features.strategy.tagline'),
        features: [t('features.strategy.1'), t('features.strategy.2'), t('features.strategy.3'), t('features.strategy.4')],
      },
    ],
  };
}

export function useBotLinksCopy(): BotLinksProps {
  const t = useT('home');
  return {
    heading: t('bots.title'),
    lead: t('bots.lead'),
    newTabHint: t('newTabHint'),
    bots: [
      {
        kind: 'telegram',
        name: t('bots.telegram.name'),
        description: t('bots.telegram.description'),
        href: storyUrls.telegramBot,
        linkLabel: t('bots.telegram.link'),
      },
      {
        kind: 'vk',
        name: t('bots.vk.name'),
        description: t('bots.vk.description'),
        href: storyUrls.vkBot,
        linkLabel: t('bots.vk.link'),
      },
    ],
  };
}

export function useDownloadCardCopy(): DownloadCardProps {
  const t = useT('home');
  return {
    id: 'download',
    heading: t('download.title'),
    description: t('download.text'),
    href: storyUrls.launcher,
    downloadLabel: t('download.action'),
    version: t('download.version', { version: '2.4.1' }),
    platform: t('download.platform'),
    stepsHeading: t('download.stepsTitle'),
    steps: [t('download.step1'), t('download.step2'), t('download.step3')],
  };
}

export function useSupportContactCopy(): { heading: string; text: string; email: SupportEmail; telegram: SupportTelegram } {
  const t = useT('home');
  return {
    heading: t('support.title'),
    text: t('support.text'),
    email: { label: t('support.email'), address: storyUrls.supportEmail },
    telegram: {
      label: t('support.telegram'),
      href: storyUrls.supportTelegram,
      linkText: t('support.telegramLink'),
      newTabHint: t('newTabHint'),
    },
  };
}
