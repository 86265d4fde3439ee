// Writes the design tokens in the formats other tools read (ui/src/theme/designTokens.ts) to
// ui/tokens/. Run after changing ui/src/theme/tokens.ts: `pnpm tokens`. A unit test
// (designTokens.test.ts) fails while the committed files differ from what this writes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tokenFiles, tokensDirectory } from '../ui/src/theme/designTokens';

const directory = join(import.meta.dirname, '..', tokensDirectory);
mkdirSync(directory, { recursive: true });
for (const [name, content] of Object.entries(tokenFiles())) {
  writeFileSync(join(directory, name), content);
  console.log(`${tokensDirectory}/${name}`);
}
