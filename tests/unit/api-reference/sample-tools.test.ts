/**
 * The tools the API samples may use are the ones the README names and the test command installs,
 * and a run's message about a missing command or library is read as such (sample-tools).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {missingToolOf, pythonLibraries, sampleCommands} from '../support/sample-tools';

const siteDir = path.resolve(import.meta.dirname, '../../..');
const readme = readFileSync(path.join(siteDir, 'README.md'), 'utf8');
const installScript = readFileSync(path.join(siteDir, 'scripts/ensure-sample-tools.sh'), 'utf8');

describe('the tools of the API samples', () => {
  it('are the ones the README names for the sample runs', () => {
    const paragraph = readme.slice(readme.indexOf("The API reference's sample runs see only"));
    const named = paragraph.slice(0, paragraph.indexOf('on their PATH'));
    expect([...named.matchAll(/`([\w-]+)`/g)].map((match) => match[1])).toEqual([...sampleCommands]);
    for (const library of pythonLibraries) {
      expect(paragraph.slice(0, paragraph.indexOf('fails its test'))).toContain(`\`${library}\``);
    }
  });

  it('are installed by the test command when missing', () => {
    // sh, od and tr are in every Debian (dash, coreutils); the others come from a package.
    const installed = ['curl curl', 'ruby ruby', 'php php-cli php-curl', 'javac default-jdk-headless'];
    for (const line of installed) {
      expect(installScript).toContain(`ensure-apt-package.sh" ${line}\n`);
    }
    for (const library of pythonLibraries) {
      expect(installScript).toContain(`ensure-python-module.sh" ${library} python3-${library}\n`);
    }
  });
});

describe('missingToolOf', () => {
  it.each([
    ['sh: 1: jq: not found', 'jq'],
    ['sh: 3: uuidgen: not found\n', 'uuidgen'],
    ['bash: line 2: jq: command not found', 'jq'],
    ['bash: uuidgen: command not found', 'uuidgen'],
    [
      'Traceback (most recent call last):\n  File "<stdin>", line 1\nModuleNotFoundError: No module named \'httpx\'',
      'httpx',
    ],
    ['<internal:/usr/lib/ruby>: cannot load such file -- httparty (LoadError)', 'httparty'],
    ["Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'axios' imported from /tmp/x/sample.mjs", 'axios'],
  ])('reads %j as missing %s', (stderr, tool) => {
    expect(missingToolOf(stderr)).toBe(tool);
  });

  it.each([
    'curl: (7) Failed to connect to 127.0.0.1 port 1: Connection refused',
    'Request failed: 404',
    'sh: 1: Syntax error: Unterminated quoted string',
    '',
  ])('finds nothing missing in %j', (stderr) => {
    expect(missingToolOf(stderr)).toBeUndefined();
  });
});
