/** @jest-environment node */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeBuildManifest } from './buildManifest';

let publicDir: string;
beforeEach(() => {
  publicDir = mkdtempSync(path.join(tmpdir(), 'build-manifest-'));
  mkdirSync(path.join(publicDir, 'page-data'));
});
afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

const appData = (body: unknown) => writeFileSync(path.join(publicDir, 'page-data', 'app-data.json'), JSON.stringify(body));

it("publishes the build's compilation hash as builds/latest.json", () => {
  appData({ webpackCompilationHash: 'bc1bfb3dab8125343407' });
  writeBuildManifest(publicDir, '/builds/latest.json');
  expect(JSON.parse(readFileSync(path.join(publicDir, 'builds', 'latest.json'), 'utf8'))).toEqual({ id: 'bc1bfb3dab8125343407' });
});

it('fails the build when Gatsby wrote no hash', () => {
  appData({});
  expect(() => writeBuildManifest(publicDir, '/builds/latest.json')).toThrow('webpackCompilationHash');
});
