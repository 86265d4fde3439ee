export * from './Hero';
export * from './TryIt';
export * from './GameFeatures';
export * from './BotLinks';
export * from './DownloadCard';
export * from './SupportContact';
export type { LandingAction } from './shared/types';
