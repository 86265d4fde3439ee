import { useGameNames, useLocale, useT } from '../../../../.storybook/i18n';
import type { BotLinksProps } from '../BotLinks';
import type { DownloadCardProps } from '../DownloadCard';
import { createElement } from 'react';
import { GamePriceList, type GameFeaturesProps } from '../GameFeatures';
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

// The catalogue numbers repeated entries (`features.shooter.1`, `tryIt.step2.title`); the
// copy reads them in order, so each list is written once.
const gameIds = ['shooter', 'strategy'] as const;
const botKinds = ['telegram', 'vk'] as const;

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
    steps: [1, 2, 3].map((n) => ({ title: t(`tryIt.step${n}.title`), text: t(`tryIt.step${n}.text`) })),
    action: { label: t('tryIt.action'), href: storyUrls.signUp },
  };
}

/** The reference catalogue's global prices (minor units, USD), per game: 7, 30 and 90 days. */
const storyPrices = { shooter: [499, 1499, 3499], strategy: [399, 1199, 2799] } as const;

export function useGameFeaturesCopy(prices?: 'loaded' | 'loading'): GameFeaturesProps {
  const t = useT('home');
  const names = useGameNames();
  const language = useLocale();
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
  const plural = new Intl.PluralRules(language);
  return {
    heading: t('features.title'),
    lead: t('features.lead'),
    games: gameIds.map((id) => ({
      id,
      name: names[id],
      tagline: t(`features.${id}.tagline`),
      features: [1, 2, 3, 4].map((n) => t(`features.${id}.${n}`)),
      ...(prices === undefined
        ? {}
        : {
            prices: createElement(GamePriceList, {
              label: t('prices.title'),
              rows:
                prices === 'loading'
                  ? null
                  : [7, 30, 90].map((days, index) => ({ period: t(`prices.days_${plural.select(days)}`, { count: days }), price: money.format(storyPrices[id][index]! / 100) })),
            }),
          }),
    })),
  };
}

export function useBotLinksCopy(): BotLinksProps {
  const t = useT('home');
  return {
    heading: t('bots.title'),
    lead: t('bots.lead'),
    newTabHint: t('newTabHint'),
    bots: botKinds.map((kind) => ({
      kind,
      name: t(`bots.${kind}.name`),
      description: t(`bots.${kind}.description`),
      href: kind === 'telegram' ? storyUrls.telegramBot : storyUrls.vkBot,
      linkLabel: t(`bots.${kind}.link`),
    })),
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
    steps: [1, 2, 3].map((n) => t(`download.step${n}`)),
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
