/**
 * The build's scripts and pages never name the folder the site was built in: a checkout's path in the
 * main bundle made two checkouts of one commit build different bytes and chunk hashes, so a byte budget
 * passed in one folder and failed in another. Reads `build/`: run by `npm run test:html` after the build.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(__dirname, '../../..');
const buildDir = path.join(siteDir, 'build');

describe("the build's scripts, styles and pages", () => {
  it(`do not contain the checkout's folder (${siteDir})`, () => {
    expect(existsSync(buildDir), `no build under ${buildDir}: run \`npm run build\` first`).toBe(true);
    const files = readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.(?:js|css|html)$/.test(file))
      .map((file) => path.join(buildDir, file));
    expect(files.length).toBeGreaterThan(0);
    const naming = files.filter((file) => readFileSync(file, 'utf8').includes(siteDir));
    expect(naming.map((file) => path.relative(buildDir, file))).toEqual([]);
  });
});
