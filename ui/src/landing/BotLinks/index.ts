export { BotLinks, botKinds } from './BotLinks';
export type { BotLinksProps, BotLink, BotKind } from './BotLinks';
