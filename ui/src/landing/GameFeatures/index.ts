export { GameFeatures } from './GameFeatures';
export type { GameFeaturesProps, GameFeatureList } from './GameFeatures';
