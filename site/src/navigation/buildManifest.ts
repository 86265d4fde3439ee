/** Where the deployed build's id is published (spec section 7: `builds/latest.json`, `{ id }`). */
export const buildManifestPath = '/builds/latest.json';
