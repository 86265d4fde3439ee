#!/usr/bin/env node
// Adds or updates messages in every language at once, so no language is ever missing a key.
// Usage: node scripts/messages.mjs add < messages.json
//   where messages.json is { "<namespace>": { "<key>": { "ru": "...", "en": "...", "de": "...", "es": "...", "fr": "..." } } }
// Usage: node scripts/messages.mjs remove <namespace> <key>
// Files are re-read right before writing and keys kept sorted, so concurrent authors rarely collide.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'locales');
// The catalogue's languages are its folders (locales/catalogue.test.ts holds them to the spec's list).
const languages = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const namespaces = ['main', 'links', 'errors.auth', 'notifications', 'header', 'footer', 'home', 'auth', 'profile', 'settings', 'mail', 'bot'];

const file = (lng, ns) => join(root, lng, `${ns}.json`);
const read = (lng, ns) => JSON.parse(readFileSync(file(lng, ns), 'utf8'));
const write = (lng, ns, data) => {
  const sorted = Object.fromEntries(Object.entries(data).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file(lng, ns), JSON.stringify(sorted, null, 2) + '\n');
};

const [command, ...args] = process.argv.slice(2);
if (command === 'add') {
  const input = JSON.parse(readFileSync(0, 'utf8'));
  for (const [ns, entries] of Object.entries(input)) {
    if (!namespaces.includes(ns)) throw new Error(`Unknown namespace ${ns}`);
    for (const [key, byLanguage] of Object.entries(entries)) {
      for (const lng of languages) {
        if (typeof byLanguage[lng] !== 'string' || byLanguage[lng].trim() === '') throw new Error(`${ns}:${key} has no ${lng} text`);
      }
    }
    for (const lng of languages) {
      const data = read(lng, ns);
      for (const [key, byLanguage] of Object.entries(entries)) data[key] = byLanguage[lng];
      write(lng, ns, data);
    }
    console.log(`${ns}: ${Object.keys(entries).length} key(s) written in ${languages.length} languages`);
  }
} else if (command === 'remove') {
  const [ns, key] = args;
  for (const lng of languages) {
    const data = read(lng, ns);
    delete data[key];
    write(lng, ns, data);
  }
} else {
  console.error('usage: messages.mjs add < file.json | messages.mjs remove <ns> <key>');
  process.exit(2);
}
