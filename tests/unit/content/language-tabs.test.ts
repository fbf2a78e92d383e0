/**
 * The guides' code-language tabs share one group and one vocabulary with the API reference's sample
 * languages, so a reader's choice (remembered under the group's storage key) carries across pages.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docsFiles} from '../../content-checks/docs-files';
import {sampleLanguages} from '../../../src/api-reference/theme/ApiReference/CodeSamples';
import {sampleLanguageStorageKey} from '../../../src/api-reference/theme/ApiReference/sample-language-choice';

const docsDir = path.resolve(__dirname, '../../../docs');
const languageValues = new Set<string>(sampleLanguages.map((language) => language.value));
/** Tab values that name a programming language (of any spelling), which must use the shared group. */
const languageLike = /^(curl|shell|bash|python|py|ts|typescript|js|javascript|node)$/;

function tabGroups(source: string): {groupId: string | undefined; values: string[]}[] {
  return source
    .split('<Tabs')
    .slice(1)
    .map((chunk) => {
      const body = chunk.slice(0, chunk.indexOf('</Tabs>'));
      return {
        groupId: /^[^>]*groupId="([^"]+)"/.exec(body)?.[1],
        values: [...body.matchAll(/<TabItem value="([^"]+)"/g)].map((match) => match[1]!),
      };
    });
}

describe('code-language tabs of the guides', () => {
  it('are grouped under the key the API reference remembers the choice by', () => {
    expect(sampleLanguageStorageKey).toBe('docusaurus.tab.api-language');
  });

  it('use the api-language group and the reference’s language values', () => {
    const problems = docsFiles(docsDir).flatMap((file) =>
      tabGroups(readFileSync(file, 'utf8'))
        .filter((group) => group.values.some((value) => languageLike.test(value)))
        .flatMap((group) => [
          ...(group.groupId === 'api-language' ? [] : [`${file}: language tabs in group "${group.groupId ?? 'none'}"`]),
          ...group.values
            .filter((value) => !languageValues.has(value))
            .map((value) => `${file}: tab value "${value}" is not one of ${[...languageValues].join(', ')}`),
        ]),
    );
    expect(problems).toEqual([]);
  });
});
