/** Where the deployed build's id is published (spec section 7: `builds/latest.json`, `{ id }`). */
export const buildManifestPath = '/builds/latest.json';

export interface BuildManifest {
  /** Gatsby's webpack compilation hash of the build, as inlined into its pages. */
  id: string;
}
