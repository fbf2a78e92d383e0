/**
 * The rate limits a guide states are the specification's: the classes and figures in
 * `components.headers.RateLimitLimit.x-rate-limit-classes` of common.yaml appear in the status-codes
 * guide's table and in the v1 introduction, and every 2xx and 4xx response of every specification
 * carries the three RateLimit headers (429 also Retry-After).
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../../..');
const specsDir = path.join(root, 'api/specs');
type Json = Record<string, unknown>;
const read = (file: string) => parse(readFileSync(path.join(specsDir, file), 'utf8')) as Json;
const common = read('common.yaml');
const headers = (common.components as Json).headers as Json;
const classes = (headers.RateLimitLimit as Json)['x-rate-limit-classes'] as Record<string, number>;
const labels: Record<string, string> = {ingest: 'Ingest', reads: 'Reads', writes: 'Writes'};

/** `| Ingest | ... | 100 |` → {Ingest: 100}: the last cell of each row named after a class. */
export function tableFigures(markdown: string): Record<string, number> {
  const figures: Record<string, number> = {};
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const label = cells[1];
    if (label && Object.values(labels).includes(label)) {
      figures[label] = Number(cells[cells.length - 2]);
    }
  }
  return figures;
}

const expected = Object.fromEntries(Object.entries(classes).map(([key, value]) => [labels[key]!, value]));

describe('rate limits', () => {
  it('has three classes in the specification', () => {
    expect(Object.keys(classes).sort()).toEqual(['ingest', 'reads', 'writes']);
  });

  it('states the specification figures in the status-codes guide', () => {
    const guide = readFileSync(path.join(root, 'docs/developer-resources/use-api/status-codes.mdx'), 'utf8');
    expect(tableFigures(guide)).toEqual(expected);
  });

  it('states the specification figures in the v1 introduction', () => {
    const info = read('v1.yaml').info as Json;
    expect(tableFigures(String(info.description))).toEqual(expected);
  });

  it('reads a wrong figure as a wrong figure', () => {
    expect(tableFigures('| Writes | Every other POST | 50 |')).toEqual({Writes: 50});
  });

  const specs = readdirSync(specsDir).filter((file) => file.endsWith('.yaml') && file !== 'common.yaml');
  it.each(specs)('%s sends the RateLimit headers on every 2xx and 4xx answer', (file) => {
    const responses = (read(file).components as Json | undefined)?.responses as Json | undefined;
    const missing: string[] = [];
    for (const [route, item] of Object.entries(read(file).paths as Json)) {
      for (const [method, operation] of Object.entries(item as Json)) {
        for (const [status, response] of Object.entries(((operation as Json).responses ?? {}) as Json)) {
          const resolved = response as Json;
          const ref = typeof resolved.$ref === 'string' ? resolved.$ref : undefined;
          const target = ref
            ? ref.startsWith('./common.yaml')
              ? (common.components as Json).responses
              : responses
            : undefined;
          const body = (ref ? ((target as Json)[ref.split('/').pop()!] as Json) : resolved) ?? {};
          const names = Object.keys((body.headers ?? {}) as Json);
          const wanted = [
            'RateLimit-Limit',
            'RateLimit-Remaining',
            'RateLimit-Reset',
            ...(status === '429' ? ['Retry-After'] : []),
          ];
          if (/^[24]/.test(status) && !wanted.every((name) => names.includes(name))) {
            missing.push(`${method.toUpperCase()} ${route} ${status}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
