/**
 * The rules the SQL editor page states for a metric's query, held in the samples of the pages and the
 * specifications: the query returns exactly one column named `value`; every other column it returns is a
 * group column, listed in `group_by` in the order the query returns them; and it reads only `events`,
 * with no join. A ```sql block that reads `events` is a metric query; a JSON object with `sql` and
 * `group_by` (a createBillableMetric body or a metric) is checked with its `group_by`.
 */
import {extractCodeBlocks} from '../../src/api-reference/guides/code-blocks';
import {requestSamples} from '../../src/api-reference/guides/request-samples';
import {isObject} from '../../src/lib/json';

export interface SqlMetricProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

/** Splits at commas outside parentheses and quotes. */
function topLevelItems(list: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    const char = list[index]!;
    if (quote) {
      quote = char === quote ? undefined : quote;
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if (char === '(' || char === '[') {
      depth += 1;
    } else if (char === ')' || char === ']') {
      depth -= 1;
    } else if (char === ',' && depth === 0) {
      items.push(list.slice(start, index));
      start = index + 1;
    }
  }
  items.push(list.slice(start));
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

/** The names of the columns a `SELECT … FROM` returns: each item's alias, or its bare column name. */
export function selectedColumns(sql: string): string[] {
  const list = /\bSELECT\b([\s\S]*?)\bFROM\b/i.exec(sql)?.[1] ?? '';
  return topLevelItems(list).map((item) => /\bAS\s+"?(\w+)"?\s*$/i.exec(item)?.[1] ?? item.split('.').at(-1) ?? item);
}

/** What is wrong with one metric query, given the `group_by` it is saved with (when known). */
export function sqlMetricRuleProblems(sql: string, groupBy?: readonly string[]): string[] {
  const problems: string[] = [];
  const columns = selectedColumns(sql);
  const values = columns.filter((column) => column.toLowerCase() === 'value');
  if (values.length !== 1) {
    problems.push(`the query returns ${values.length} columns named value (${columns.join(', ')}): return exactly one`);
  }
  const groups = columns.filter((column) => column.toLowerCase() !== 'value');
  if (groupBy !== undefined && groups.join(',') !== groupBy.join(',')) {
    problems.push(
      `group_by [${groupBy.join(', ')}] differs from the group columns the query returns, in order: [${groups.join(', ')}]`,
    );
  }
  const tables = [...sql.matchAll(/\b(?:FROM|JOIN)\s+(\w+)/gi)].map((match) => match[1]);
  if (/\bJOIN\b/i.test(sql) || tables.some((table) => table !== 'events')) {
    problems.push(`the query reads ${tables.join(', ')}: a metric reads only events, with no join`);
  }
  return problems;
}

/** Problems of every object with `sql` and `group_by` in a parsed JSON value. */
export function sqlMetricObjectProblems(value: unknown): string[] {
  const problems: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
    } else if (isObject(node)) {
      if (typeof node.sql === 'string' && Array.isArray(node.group_by)) {
        problems.push(...sqlMetricRuleProblems(node.sql, node.group_by.map(String)));
      }
      Object.values(node).forEach(visit);
    }
  };
  visit(value);
  return problems;
}

/** Every metric query of a page that breaks the rules. */
export function sqlMetricProblems(file: string, source: string): SqlMetricProblem[] {
  return extractCodeBlocks(source).flatMap((block) => {
    if (block.lang === 'sql') {
      return /\bFROM\s+events\b/i.test(block.code)
        ? sqlMetricRuleProblems(block.code).map((message) => ({file, line: block.line, message}))
        : [];
    }
    const texts = [
      ...requestSamples(block).flatMap((sample) => sample.bodyText ?? []),
      ...(block.lang === 'json' ? [block.code] : []),
    ];
    return texts.flatMap((text) => {
      try {
        return sqlMetricObjectProblems(JSON.parse(text)).map((message) => ({file, line: block.line, message}));
      } catch {
        return [];
      }
    });
  });
}
