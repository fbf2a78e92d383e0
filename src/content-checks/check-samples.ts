/**
 * Checks request samples against the API specifications: the method and path must exist, and a JSON
 * body must validate against the operation's request schema (JSON Schema 2020-12, as OpenAPI 3.1
 * writes it). Returns problems as data, so one test can list every broken sample of the site at once.
 */
import Ajv2020, {type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {substituteFigures} from '../example/figures';
import {extractCodeBlocks, type CodeBlock} from './code-blocks';
import type {IndexedOperation, OperationIndex} from './operation-index';
import {requestSamples, type RequestSample} from './request-samples';

export interface SampleProblem {
  readonly file: string;
  readonly line: number;
  readonly request: string;
  readonly message: string;
}

export interface CheckedSample {
  readonly file: string;
  readonly sample: RequestSample;
}

/** A value the shell produces when the sample runs: `$(uuidgen)`, `$KEY`, `${KEY}`. */
const generatedAtRunTime = /^\$(\(|\{?[A-Za-z_])/;

/** An RFC 3339 date-time written into the text, such as "2026-01-15T09:30:00Z". */
export const literalDateTime = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})/;

/**
 * A sample a reader runs (a curl or raw HTTP request) must send a fresh `Idempotency-Key` on every write
 * that takes one: generated when it runs, never a literal, which a second paste would reuse and get `409
 * idempotency_key_reused`. A retry is shown by storing one generated key in a variable and sending the
 * variable twice. Body-only samples (a JSON block) carry no headers.
 */
function idempotencyKeyProblems(sample: RequestSample, operation: IndexedOperation): string[] {
  if (sample.kind === 'json' || !operation.takesIdempotencyKey || operation.idempotencyKeyOptional) {
    return [];
  }
  const key = sample.headers['idempotency-key'];
  if (key === undefined) {
    return ['a write without an Idempotency-Key: send -H "Idempotency-Key: $(uuidgen)" so a retry applies once'];
  }
  return generatedAtRunTime.test(key)
    ? []
    : [
        `a literal Idempotency-Key "${key}": generate it when the sample runs ($(uuidgen)), or keep one in a ` +
          'variable to show a retry; a literal key makes the second paste answer 409',
      ];
}

/** The ingest API accepts events up to 34 days old, so a runnable ingest sample computes its times. */
function timestampProblems(sample: RequestSample, operation: IndexedOperation): string[] {
  if (sample.kind === 'json' || operation.template !== ingestTemplate || sample.bodySource === undefined) {
    return [];
  }
  return literalDateTime.test(sample.bodySource)
    ? [
        'an ingest timestamp written as a date: compute it when the sample runs (the API accepts events up to 34 days old)',
      ]
    : [];
}

const ingestTemplate = '/v1/usage/events';

/**
 * Code in a programming language that posts to the ingest API must compute its timestamps too; returns
 * the 1-based lines (within the page) of date-time literals in such blocks.
 */
export function literalTimesInIngestCode(block: CodeBlock): number[] {
  if (!['python', 'py', 'ts', 'typescript', 'js', 'javascript'].includes(block.lang)) {
    return [];
  }
  if (!block.code.includes(ingestTemplate)) {
    return [];
  }
  return block.code.split('\n').flatMap((text, index) => (literalDateTime.test(text) ? [block.line + 1 + index] : []));
}

export class SampleChecker {
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<object, ValidateFunction>();

  constructor(private readonly index: OperationIndex) {
    // OpenAPI adds keywords JSON Schema does not know (`example`, `discriminator`); they do not validate.
    this.ajv = new Ajv2020({strict: false, allErrors: true});
    addFormats(this.ajv);
  }

  private validator(schema: object): ValidateFunction {
    let validate = this.validators.get(schema);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.validators.set(schema, validate);
    }
    return validate;
  }

  checkSample(file: string, sample: RequestSample): SampleProblem[] {
    const request = `${sample.method} ${sample.path}`;
    const problem = (message: string): SampleProblem => ({file, line: sample.line, request, message});
    const operation = this.index.find(sample.method, sample.path);
    const runProblems = operation
      ? [...idempotencyKeyProblems(sample, operation), ...timestampProblems(sample, operation)].map(problem)
      : [];
    return [...runProblems, ...this.checkShape(sample, operation, problem)];
  }

  /** The method, path and body against the operation. */
  private checkShape(
    sample: RequestSample,
    operation: IndexedOperation | undefined,
    problem: (message: string) => SampleProblem,
  ): SampleProblem[] {
    if (!operation) {
      const templates = this.index.matchingTemplates(sample.path);
      return [
        problem(
          templates.length === 0
            ? 'no API specification has this path'
            : `the path exists (${templates.map((t) => t.template).join(', ')}) but not with ${sample.method}`,
        ),
      ];
    }
    if (sample.bodyText === undefined) {
      return operation.requestBodyRequired && sample.kind !== 'json'
        ? [problem('the operation requires a JSON body and the sample sends none')]
        : [];
    }
    if (!operation.requestSchema) {
      return [problem(`${operation.template} takes no JSON body`)];
    }
    let body: unknown;
    try {
      body = JSON.parse(sample.bodyText);
    } catch (error) {
      return [problem(`the body is not JSON: ${(error as Error).message}`)];
    }
    const validate = this.validator(operation.requestSchema);
    if (validate(body)) {
      return [];
    }
    return (validate.errors ?? []).map((error) =>
      problem(`body${error.instancePath || ''} ${error.message ?? 'is invalid'} (${error.schemaPath})`),
    );
  }

  /** Every request sample of one page, and what is wrong with each. */
  checkPage(file: string, source: string): {samples: CheckedSample[]; problems: SampleProblem[]} {
    // Samples are checked as the reader sees them: with the example's figures (`{ex.KEY}`) filled in.
    const blocks = extractCodeBlocks(substituteFigures(source));
    const samples = blocks.flatMap((block) => requestSamples(block));
    const codeProblems = blocks.flatMap((block) =>
      literalTimesInIngestCode(block).map((line) => ({
        file,
        line,
        request: `POST ${ingestTemplate}`,
        message: 'an ingest timestamp written as a date in code: compute it when the code runs',
      })),
    );
    return {
      samples: samples.map((sample) => ({file, sample})),
      problems: [...samples.flatMap((sample) => this.checkSample(file, sample)), ...codeProblems],
    };
  }
}
