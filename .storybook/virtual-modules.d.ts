// Modules that exist only in the Storybook build (.storybook/main.ts adds their plugins).
declare module 'virtual:kit-changelog' {
  /** The kit's changes from git, newest first (.storybook/changelog.ts `KitChange`). */
  const changes: { commit: string; date: string; subject: string; parts: string[] }[];
  export default changes;
}
