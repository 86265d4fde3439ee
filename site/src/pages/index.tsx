import { lazy, Suspense } from 'react';
import { graphql, type PageProps } from 'gatsby';
import { CATALOGUE_GAMES } from '@chameleon/contract/constants';
import { useTranslation } from 'react-i18next';
import { BotLinks, DownloadCard, GameFeatures, Hero, HomeLayout, SupportContact, TryIt } from '@chameleon/ui';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { useRuntimeConfig } from '../config/RuntimeConfigProvider';
import { RouterLink } from '../i18n/LocalizedLink';
import { useLocale } from '../i18n/useLocale';
import { useRootLanguageRedirect } from '../i18n/useRootLanguageRedirect';
import { usePageTitle } from '../navigation/pageAnnouncer';
import { nameWithGenre } from '../screens/shared/useGameName';
import { PageHead, headTranslator, type LocalizedHeadProps, type PageQueryData } from '../seo/PageHead';

const downloadSectionId = 'download';

// The prices' code arrives after the landing's first load; hydration keeps their server HTML meanwhile.
const LandingGamePrices = lazy(() => import('../screens/Landing/LandingGamePrices'));

export default function HomePage({ location }: PageProps<PageQueryData>) {
  useRootLanguageRedirect(location.pathname);
  const { t } = useTranslation('home');
  const { t: tMain } = useTranslation('main');
  const { path } = useLocale();
  const config = useRuntimeConfig();
  usePageTitle(tMain('meta.home.title'));

  return (
    <HomeLayout skipLinkLabel={tMain('skipToContent')} header={<SiteHeader />} footer={<SiteFooter />}>
      <Hero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        primaryAction={{ label: t('hero.primaryAction'), href: path('/auth/sign-up/') }}
        secondaryAction={{ label: t('hero.secondaryAction'), href: `#${downloadSectionId}` }}
        linkAs={RouterLink}
      />
      <TryIt
        heading={t('tryIt.title')}
        steps={[
          { title: t('tryIt.step1.title'), text: t('tryIt.step1.text') },
          { title: t('tryIt.step2.title'), text: t('tryIt.step2.text') },
          { title: t('tryIt.step3.title'), text: t('tryIt.step3.text') },
        ]}
        action={{ label: t('tryIt.action'), href: path('/auth/sign-up/') }}
        linkAs={RouterLink}
      />
      <GameFeatures
        heading={t('features.title')}
        lead={t('features.lead')}
        // Named as the account names them, from the reference catalogue (decision 0020).
        games={CATALOGUE_GAMES.map(({ cheatId, game, genre }) => ({
          id: genre,
          name: nameWithGenre(tMain, game, genre),
          prices: (
            // Busy until its code is in (only on an in-app visit: the built page carries the list).
            <Suspense fallback={<div aria-busy="true" />}>
              <LandingGamePrices cheatId={cheatId} />
            </Suspense>
          ),
          ...{
            shooter: {
              tagline: t('features.shooter.tagline'),
              features: [t('features.shooter.1'), t('features.shooter.2'), t('features.shooter.3'), t('features.shooter.4')],
            },
            strategy: {
              tagline: t('features.strategy.tagline'),
              features: [t('features.strategy.1'), t('features.strategy.2'), t('features.strategy.3'), t('features.strategy.4')],
            },
          }[genre],
        }))}
      />
      <DownloadCard
        id={downloadSectionId}
        heading={t('download.title')}
        description={t('download.text')}
        href={config.launcherDownloadUrl}
        downloadLabel={t('download.action')}
        version={t('download.version', { version: config.launcherVersion })}
        platform={t('download.platform')}
        stepsHeading={t('download.stepsTitle')}
        steps={[t('download.step1'), t('download.step2'), t('download.step3')]}
      />
      <BotLinks
        heading={t('bots.title')}
        lead={t('bots.lead')}
        newTabHint={t('newTabHint')}
        bots={[
          {
            kind: 'telegram',
            name: t('bots.telegram.name'),
            description: t('bots.telegram.description'),
            href: config.telegramBotUrl,
            linkLabel: t('bots.telegram.link'),
          },
          { kind: 'vk', name: t('bots.vk.name'), description: t('bots.vk.description'), href: config.vkBotUrl, linkLabel: t('bots.vk.link') },
        ]}
      />
      <SupportContact
        heading={t('support.title')}
        text={t('support.text')}
        email={{ label: t('support.email'), address: config.supportEmail }}
        telegram={{ label: t('support.telegram'), href: config.telegramBotUrl, linkText: t('support.telegramLink'), newTabHint: t('newTabHint') }}
      />
    </HomeLayout>
  );
}

export function Head(props: LocalizedHeadProps) {
  const t = headTranslator(props);
  return <PageHead head={props} title={t('main', 'meta.home.title')} description={t('main', 'meta.home.description')} />;
}

export const query = graphql`
  query HomePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["main", "header", "footer", "links", "notifications", "home"] } }) {
      ...PageLocales
    }
    ...PageSite
  }
`;
