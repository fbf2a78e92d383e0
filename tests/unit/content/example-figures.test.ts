/**
 * Every figure of the shared example on every page comes from the example model: a page writes
 * `{ex.KEY}` and the build puts the number in. A literal that equals a figure of the model, or a money
 * amount that the model does not have and that is not a reviewed other amount, fails here.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {findHandTypedFigures, figureValues} from '../../content-checks/example-figures';
import {figureTable} from '../../../src/example/figures';
import {docFilePath, docRoutes} from '../../../src/routes/docs-routes';

const values = figureValues(figureTable());

describe('figures of the shared example', () => {
  it('come from the example model on every page', () => {
    const problems = docRoutes.flatMap((route) => {
      const file = docFilePath(route.id);
      return findHandTypedFigures(file.replace(/^.*?docs\//, ''), readFileSync(file, 'utf8'), values);
    });
    const report = problems.map((p) => `${p.file}:${p.line} ${p.literal}: ${p.message}`);
    expect(report).toEqual([]);
  });

  it('flag a hand-typed figure of the model, a stale amount and a computed date', () => {
    const page = [
      'January comes to $3,375, and {ex.jan.total} is due.',
      'The balance is $2,870 at the end of February.',
      '```json',
      '{"subtotal": "3375.00", "quantity": 1250000, "total": "{ex.jan.total.api}"}',
      '```',
      'The top-up happens on ' + [...values.moments.keys()].find((m) => /^[A-Z]/.test(m)) + '.',
    ].join('\n');
    const found = findHandTypedFigures('example.mdx', page, values).map((p) => `${p.line} ${p.literal}`);
    expect(found).toEqual([
      '1 $3,375',
      '2 $2,870',
      '4 "3375.00"',
      '4 1250000',
      expect.stringMatching(/^6 [A-Z][a-z]+ \d+, 2026$/),
    ]);
  });

  it('accept figures written as keys and reviewed other amounts', () => {
    const page = 'The January invoice totals {ex.jan.subtotal}; `{ex.jan.total.api}` is due.';
    expect(findHandTypedFigures('example.mdx', page, values)).toEqual([]);
  });
});
