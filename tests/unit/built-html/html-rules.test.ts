/**
 * The html-validate rules of the built site: what the framework produces passes, anything of our own
 * that breaks a rule fails (planted cases of the findings issue #31 named).
 */
import {describe, expect, it} from 'vitest';
import {
  allowedFindings,
  clientRedirectPageFindings,
  createHtmlValidator,
  frameworkStyleRules,
  htmlProblems,
} from './html-rules';

const page = (body: string) =>
  `<!doctype html><html lang=en><head><meta charset=UTF-8><title>Page</title></head><body>${body}</body></html>`;
const rulesOf = async (body: string) =>
  (await htmlProblems(createHtmlValidator(), page(body), 'page.html')).map((problem) => problem.rule);

describe('html-validate rules of the built site', () => {
  it("passes the framework's own output: minified tags, code block lines, inline token colours", async () => {
    const codeBlock =
      '<pre><code><div class=token-line style=color:#000><span class="token variable parameter variable">-u</span></div></code></pre>';
    expect(await rulesOf(`<main><p>One<p>Two & three${codeBlock}</main>`)).toEqual([]);
  });

  it("passes the client-redirects plugin's redirect page, and only that page, without a title", async () => {
    const redirect = (extra: string) =>
      `<!DOCTYPE html>\n<html>\n  <head>\n    <meta charset="UTF-8">\n${extra}  </head>\n  <script>\n    window.location.href = '/new/';\n  </script>\n</html>`;
    const validator = createHtmlValidator();
    const refresh =
      '    <meta http-equiv="refresh" content="0; url=/new/">\n    <link rel="canonical" href="/new/" />\n';
    expect(await htmlProblems(validator, redirect(refresh), 'old/index.html')).toEqual([]);
    expect((await htmlProblems(validator, redirect(''), 'other/index.html')).length).toBeGreaterThan(0);
  });

  it('fails on a form with an empty action', async () => {
    expect(await rulesOf('<main><form action="" role=search><input aria-label=Search></form></main>')).toContain(
      'attribute-allowed-values',
    );
  });

  it('fails on landmarks that share a name', async () => {
    expect(
      await rulesOf('<main><div role=region aria-label=Table>a</div><div role=region aria-label=Table>b</div></main>'),
    ).toContain('meterstone/unique-landmark');
    const byReference =
      '<h2 id=a>Fees</h2><section aria-labelledby=a>x</section><h2 id=b>Fees</h2><section aria-labelledby=b>y</section>';
    expect(await rulesOf(`<main>${byReference}</main>`)).toContain('meterstone/unique-landmark');
    expect(
      await rulesOf(
        `<main>${byReference.replace('>Fees</h2><section aria-labelledby=b', '>Taxes</h2><section aria-labelledby=b')}</main>`,
      ),
    ).toEqual([]);
  });

  it('fails on an ampersand that reads as an unknown character reference', async () => {
    expect(await rulesOf('<main><p>Fees &amp; taxes &fees2026;</p></main>')).toContain('unrecognized-char-ref');
  });

  it('fails on a label whose for names an element that is not a form control (the indexed valid-for)', async () => {
    expect(await rulesOf('<main><label for=x>Name</label><div id=x></div></main>')).toContain('meterstone/valid-for');
    expect(await rulesOf('<main><label for=x>Name</label><input id=x type=text></main>')).toEqual([]);
  });

  it('fails on a duplicated class outside a code block', async () => {
    expect(await rulesOf('<main><p class="note note">x</p></main>')).toContain('no-dup-class');
  });

  it('gives every allowed finding a reason', () => {
    for (const allowed of [...frameworkStyleRules, ...allowedFindings, ...clientRedirectPageFindings]) {
      expect(allowed.reason.length, allowed.rule).toBeGreaterThan(20);
    }
  });
});
