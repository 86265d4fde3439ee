import type { HeadScriptName } from '../../plugins/gatsby-plugin-chameleon-build/headScripts';

// Filled in at build time by the build plugin (webpack's DefinePlugin in the server renderer's
// bundle): the compiled text of each head script under `entries/`.
declare const __HEAD_SCRIPTS__: Record<HeadScriptName, string> | undefined;

/** The head scripts as compiled for this build; empty outside the server renderer (tests). */
export const headScripts: Record<HeadScriptName, string> =
  typeof __HEAD_SCRIPTS__ === 'undefined' ? { afterPaint: '', guarded: '', public: '', root: '' } : __HEAD_SCRIPTS__;
