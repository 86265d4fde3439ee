import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** One change to the kit: a commit that touched `ui/src`, and the kit folders it touched. */
export interface KitChange {
  commit: string;
  date: string;
  subject: string;
  parts: string[];
}

const moduleId = 'virtual:kit-changelog';
const root = join(import.meta.dirname, '..');
/** How far back the page reads; older changes are in `git log -- ui/src`. */
const limit = 150;

/** The kit's changes from git, newest first; none when git or the history is not there. */
function readChanges(): KitChange[] {
  let log: string;
  try {
    log = execFileSync('git', ['log', `-n${limit}`, '--no-merges', '--date=short', '--format=%x1e%h%x1f%ad%x1f%s', '--name-only', '--', 'ui/src'], {
      cwd: root,
      encoding: 'utf8',
    });
  } catch {
    return [];
  }
  return log
    .split('\x1e')
    .filter((entry) => entry.trim() !== '')
    .map((entry) => {
      const [header = '', ...files] = entry.split('\n');
      const [commit = '', date = '', subject = ''] = header.split('\x1f');
      // The folder under ui/src names the component (or foundations, theme, layouts).
      const parts = [...new Set(files.map((file) => /^ui\/src\/([^/]+)\//.exec(file)?.[1]).filter((part): part is string => part !== undefined))];
      return { commit, date, subject, parts };
    });
}

/**
 * `import changes from 'virtual:kit-changelog'`: the kit's changelog, read from git when
 * Storybook builds (the Changelog page), so it never needs keeping by hand.
 */
export function kitChangelog(): Plugin {
  return {
    name: 'chameleon-kit-changelog',
    resolveId: (id) => (id === moduleId ? `\0${moduleId}` : undefined),
    load: (id) => (id === `\0${moduleId}` ? `export default ${JSON.stringify(readChanges())};` : undefined),
  };
}
