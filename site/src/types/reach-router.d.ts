// @gatsbyjs/reach-router ships no types; its API is @reach/router's, typed by @types/reach__router.
declare module '@gatsbyjs/reach-router' {
  export * from '@reach/router';
}
