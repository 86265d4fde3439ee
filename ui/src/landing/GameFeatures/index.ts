export { GameFeatures } from './GameFeatures';
export type { GameFeaturesProps, GameFeatureList } from './GameFeatures';
// Its own module: a page can load a price list's code after its first load.
export { GamePriceList } from './GamePriceList';
export type { GamePrice, GamePrices } from './GamePriceList';
