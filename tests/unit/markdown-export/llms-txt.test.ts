/** The llms.txt index: the format of https://llmstxt.org, grouped as the sidebar's top level. */
import {describe, expect, it} from 'vitest';
import {groupBySidebar, llmsFullTxt, llmsTxt} from '../../../src/markdown-export/llms-txt';
import {listedDocRoutes, type DocRoute} from '../../../src/routes/docs-routes';

describe('llmsTxt', () => {
  it('writes the title, the summary, details and one list of links per non-empty section', () => {
    const text = llmsTxt({
      title: 'Example Docs',
      summary: 'Billing\nfor usage.',
      details: 'Pages are Markdown.',
      sections: [
        {
          title: 'Guides',
          links: [{title: 'Start [here]', url: 'https://x/start/index.md', description: 'How to start.'}],
        },
        {title: 'Empty', links: []},
        {title: 'API', links: [{title: 'API v1', url: 'https://x/api/index.md', description: ''}]},
      ],
    });
    expect(text).toBe(
      '# Example Docs\n\n> Billing for usage.\n\nPages are Markdown.\n\n## Guides\n\n- [Start \\[here\\]](https://x/start/index.md): How to start.\n\n## API\n\n- [API v1](https://x/api/index.md)\n',
    );
  });

  it('joins every page for llms-full.txt, in order', () => {
    expect(llmsFullTxt('Docs', 'Summary', ['# A\n\nOne\n', '# B\n'])).toBe(
      '# Docs\n\n> Summary\n\n# A\n\nOne\n\n---\n\n# B\n',
    );
  });
});

describe('groupBySidebar', () => {
  const labelOf = (route: DocRoute) => route.path;

  it('puts every listed page in exactly one group, top-level pages first', () => {
    const groups = groupBySidebar(listedDocRoutes, labelOf, 'Get started');
    const grouped = groups.flatMap((group) => group.routes.map((route) => route.path));
    expect([...grouped].sort()).toEqual(listedDocRoutes.map((route) => route.path).sort());
    expect(groups[0]!.routes[0]!.path).toBe('/');
  });

  it('gives each top-level category its own group, led by its overview page', () => {
    const groups = groupBySidebar(listedDocRoutes, labelOf, 'Get started');
    for (const group of groups.slice(1)) {
      expect(group.routes[0]!.path).toBe(group.title);
      expect(group.routes.every((route) => route.path.startsWith(group.title))).toBe(true);
    }
    expect(groups.map((group) => group.title)).toContain('/launch-guides/');
  });
});
