import {describe, expect, it} from 'vitest';
import {validateCatalogue} from '../../../src/data-export/schema';
import {rawCatalogue} from './fixtures';

function problemsOf(mutate: (catalogue: ReturnType<typeof rawCatalogue>) => void): string[] {
  const catalogue = rawCatalogue();
  mutate(catalogue);
  const result = validateCatalogue(catalogue);
  if (result.ok) {
    throw new Error('expected the catalogue to be rejected');
  }
  return result.problems;
}

/** The parts of a raw destination entry that the tests below break on purpose. */
interface MutableDestination {
  summary: string;
  schedule: {body: string};
  connectionFields: {help: string}[];
  landing: {typeMapping: Record<string, string>; tableNaming: string};
  troubleshooting: unknown[];
}

const snowflake = (catalogue: ReturnType<typeof rawCatalogue>) =>
  catalogue.destinations.find((entry) => entry.id === 'snowflake') as unknown as MutableDestination;

describe('validateCatalogue', () => {
  it('accepts the bundled catalogue', () => {
    expect(validateCatalogue(rawCatalogue()).ok).toBe(true);
  });

  it('names the missing destinations', () => {
    const problems = problemsOf((catalogue) => {
      catalogue.destinations = catalogue.destinations.filter((entry) => entry.id !== 'sheets' && entry.id !== 'athena');
    });
    expect(problems).toContain('destinations: missing destinations: athena, sheets');
  });

  it('rejects a duplicate destination and points at it', () => {
    const problems = problemsOf((catalogue) => {
      catalogue.destinations.push(structuredClone(catalogue.destinations[0]));
    });
    expect(problems).toContain('destinations[16] (athena).id: duplicate destination "athena"');
  });

  it('rejects an unknown destination id', () => {
    const problems = problemsOf((catalogue) => {
      catalogue.destinations[0].id = 'oracle';
    });
    expect(problems.some((problem) => problem.startsWith('destinations[0] (oracle).id:'))).toBe(true);
  });

  it('rejects misspelled keys instead of ignoring them', () => {
    const problems = problemsOf((catalogue) => {
      // A key the schema does not know, as a typo would produce.
      (snowflake(catalogue) as unknown as Record<string, unknown>).troubleshootng = [];
    });
    expect(problems.some((problem) => problem.includes('(snowflake)') && problem.includes('troubleshootng'))).toBe(
      true,
    );
  });

  it('rejects raw HTML in prose, naming the field', () => {
    const problems = problemsOf((catalogue) => {
      snowflake(catalogue).summary = 'Loads billing data. <script>alert(1)</script>';
    });
    expect(problems).toContain('destinations[12] (snowflake).summary: contains raw HTML; write Markdown instead');
  });

  it('rejects placeholder text', () => {
    const problems = problemsOf((catalogue) => {
      snowflake(catalogue).schedule.body = 'TODO: describe the schedule.';
    });
    expect(problems).toContain(
      'destinations[12] (snowflake).schedule.body: contains placeholder text (TODO, TBD, lorem ipsum ...)',
    );
  });

  it('rejects an egress address that is not IPv4', () => {
    const problems = problemsOf((catalogue) => {
      (catalogue.network as {egress: {ips: string[]}[]}).egress[0].ips.push('203.0.113.300');
    });
    expect(problems).toContain('network.egress[0].ips[3]: has an octet above 255');
  });

  it('rejects connection-field help that would not fit a table cell', () => {
    const problems = problemsOf((catalogue) => {
      snowflake(catalogue).connectionFields[0].help = 'First paragraph.\n\nSecond paragraph.';
    });
    expect(problems).toContain(
      'destinations[12] (snowflake).connectionFields[0].help: must be a single paragraph (it is shown in a table cell)',
    );
  });

  it('requires a type for every logical column type', () => {
    const problems = problemsOf((catalogue) => {
      delete snowflake(catalogue).landing.typeMapping.json;
    });
    expect(
      problems.some((problem) => problem.startsWith('destinations[12] (snowflake).landing.typeMapping.json')),
    ).toBe(true);
  });

  it('requires a table placeholder in the naming pattern', () => {
    const problems = problemsOf((catalogue) => {
      snowflake(catalogue).landing.tableNaming = 'SKYLINE_BILLING.METERSTONE.INVOICES';
    });
    expect(problems).toContain('destinations[12] (snowflake).landing.tableNaming: must contain {table} or {TABLE}');
  });

  it('requires troubleshooting with at least two errors', () => {
    const problems = problemsOf((catalogue) => {
      snowflake(catalogue).troubleshooting = snowflake(catalogue).troubleshooting.slice(0, 1);
    });
    expect(problems).toContain(
      'destinations[12] (snowflake).troubleshooting: list at least two errors with cause and fix',
    );
  });

  it('rejects a catalogue of another version', () => {
    const problems = problemsOf((catalogue) => {
      catalogue.version = 2;
    });
    expect(problems.some((problem) => problem.startsWith('version:'))).toBe(true);
  });
});
