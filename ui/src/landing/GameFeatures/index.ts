export { GameFeatures } from './GameFeatures';
export type { GameFeaturesProps, GameFeatureList, GamePrice, GamePrices } from './GameFeatures';
