/**
 * Checks request samples against the API specifications: the method and path must exist, and a JSON
 * body must validate against the operation's request schema (JSON Schema 2020-12, as OpenAPI 3.1
 * writes it). Returns problems as data, so one test can list every broken sample of the site at once.
 */
import Ajv2020, {type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {substituteFigures} from '../../src/example/figures';
import {extractCodeBlocks, type CodeBlock} from '../../src/api-reference/guides/code-blocks';
import type {IndexedOperation, OperationIndex} from '../../src/api-reference/guides/operation-index';
import {requestSamples, type RequestSample} from '../../src/api-reference/guides/request-samples';
import {sampleConventionProblems, type SampleHosts} from '../../src/api-reference/guides/guide-sample-conventions';
import {
  shellAuthorizationArgument,
  shellKeyArgument,
  tokenVariable,
} from '../../src/api-reference/view-model/sample-conventions';
import {responseSamples, type ResponseSample} from './response-samples';

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

export interface CheckedResponse {
  readonly file: string;
  readonly response: ResponseSample;
}

/** A value the shell produces when the sample runs: `${IDEMPOTENCY_KEY:?...}`, `$KEY`, `$(command)`. */
const generatedAtRunTime = /^\$(\(|\{?[A-Za-z_])/;

/** An RFC 3339 date-time written into the text, such as "2026-01-15T09:30:00Z". */
export const literalDateTime = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})/;

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Idempotency keys in samples. The rule is the strong one: no sample of the site sends a literal
 * `Idempotency-Key` on a write, not even the retry demonstrations. A literal key is replayed by every
 * reader who pastes the sample (the second paste gets the first paste's answer, or `409
 * idempotency_key_reused` once the body changes), and the same literal on two pages ties two unrelated
 * writes together. A retry is shown by storing one generated key in a variable (`KEY=$(od ...)`,
 * `key = str(uuid.uuid4())`) and sending the variable on every attempt, which keeps the demonstration
 * honest and pastable. Independently, a literal key that two or more writes of the site send is
 * reported naming both places (`SampleChecker.checkSite`), so a collision is explained even if the
 * first rule is relaxed one day.
 *
 * A curl sample sends a key on every write whose operation takes one, except where the specification
 * says the key is not needed (ingest deduplicates by `transaction_id`); a literal key is reported there
 * too. A raw `http` block cannot generate anything when it runs, so it may only show reads: writes and
 * ingest requests are shown as curl. Body-only samples (a JSON block) carry no headers.
 */
function idempotencyKeyProblems(sample: RequestSample, operation: IndexedOperation): string[] {
  if (sample.kind === 'json') {
    return [];
  }
  if (sample.kind === 'http' && (writeMethods.has(sample.method) || operation.template === ingestTemplate)) {
    return [
      'a raw HTTP write: an http block cannot make its Idempotency-Key or times when it runs; show writes as curl ' +
        '(http blocks are for reads only)',
    ];
  }
  const key = sample.headers['idempotency-key'];
  if (key === undefined) {
    return operation.takesIdempotencyKey && !operation.idempotencyKeyOptional
      ? [
          `a write without an Idempotency-Key: make one with the od key line and send -H ${shellKeyArgument} so a retry applies once`,
        ]
      : [];
  }
  return generatedAtRunTime.test(key)
    ? []
    : [
        `a literal Idempotency-Key "${key}": generate it when the sample runs (the od key line), or keep one in a ` +
          'variable to show a retry; a literal key makes the second paste answer 409',
      ];
}

/**
 * A sample reads the reader's token from `$METERSTONE_API_TOKEN` when it runs, as the reference's
 * generated samples do (sample-conventions): a pasted sample then works in any terminal where the
 * variable is set, and no page shows a token. A raw `http` block cannot read a variable and shows
 * `<API_TOKEN>`. The sandbox host, the `${VAR:?...}` guard and keys made without `uuidgen` are checked
 * line by line for every code block by `sampleConventionProblems`.
 */
const tokenFromEnvironment = new RegExp(`^Bearer \\$\\{?${tokenVariable}\\b`);

function tokenProblems(sample: RequestSample): string[] {
  const authorization = sample.headers.authorization;
  return sample.kind === 'curl' && authorization !== undefined && !tokenFromEnvironment.test(authorization)
    ? [`a token written into the sample ("${authorization}"): read it with -H ${shellAuthorizationArgument}`]
    : [];
}

/**
 * Code that sends an `Authorization` header interpolates the token (read from the environment,
 * `os.environ["METERSTONE_API_TOKEN"]`, or passed in) rather than writing it; returns the 1-based lines
 * (within the page) of headers with a written token.
 */
export function literalTokensInCode(block: CodeBlock): number[] {
  if (!codeLanguages.includes(block.lang)) {
    return [];
  }
  // `Bearer ` followed by anything but an interpolation (`{...}` in an f-string, `${...}`) is a literal
  // token; an interpolated variable is fine (a helper may take the token as an argument).
  return block.code
    .split('\n')
    .flatMap((text, index) =>
      /["']?Authorization["']?\s*[:=]/.test(text) && /Bearer (?![{$])/.test(text) ? [block.line + 1 + index] : [],
    );
}

/**
 * The ingest API accepts events up to 34 days old, so an ingest sample computes its times. This holds for
 * a JSON block titled as the request's body (```json title="POST /v1/usage/events"```) too: readers paste
 * it into Postman or their code, and a fixed date fails there as it would in curl. A response (a JSON
 * block without a request in its title) is not a sample and may show dates.
 */
function timestampProblems(sample: RequestSample, operation: IndexedOperation): string[] {
  if (operation.template !== ingestTemplate || sample.bodySource === undefined) {
    return [];
  }
  return literalDateTime.test(sample.bodySource)
    ? [
        'an ingest timestamp written as a date: compute it when the sample runs (the API accepts events up to 34 days old)',
      ]
    : [];
}

const ingestTemplate = '/v1/usage/events';

const codeLanguages = ['python', 'py', 'ts', 'typescript', 'js', 'javascript'];

/**
 * Code in a programming language that posts to the ingest API must compute its timestamps too; returns
 * the 1-based lines (within the page) of date-time literals in such blocks.
 */
export function literalTimesInIngestCode(block: CodeBlock): number[] {
  if (!codeLanguages.includes(block.lang)) {
    return [];
  }
  if (!block.code.includes(ingestTemplate)) {
    return [];
  }
  return block.code.split('\n').flatMap((text, index) => (literalDateTime.test(text) ? [block.line + 1 + index] : []));
}

/** A literal `Idempotency-Key` sent on a write, and where. */
export interface LiteralKey {
  readonly file: string;
  readonly line: number;
  readonly request: string;
  readonly key: string;
}

/**
 * A string literal given to the `Idempotency-Key` header in Python or TypeScript:
 * `"Idempotency-Key": "abc"`, `headers["Idempotency-Key"] = "abc"`, `'Idempotency-Key': 'abc'`. An
 * f-string, a template literal with `${...}`, a variable or a call (`str(uuid.uuid4())`,
 * `crypto.randomUUID()`) is made when the code runs and does not match.
 */
const literalKeyInCode = /["']Idempotency-Key["']\]?\s*[:=]\s*(["'`])((?:(?!\1)[^\n])*)\1/gi;
/** A call that writes: `requests.post(`, `session.delete(`, `method="PUT"`, `method: 'PATCH'`. */
const writeCallInCode = /\.(post|put|patch|delete)\(|method\s*[:=]\s*["'](POST|PUT|PATCH|DELETE)["']/i;
const apiPathInCode = /\/v\d+\/[\w{}./-]*/g;

/**
 * The problems of a Python or TypeScript block that writes to the API, and the literal keys it sends.
 * `isApiPath` tells an API path from a path-like value in a body (an event's `"endpoint": "/v1/reports"`).
 */
export function codeBlockKeyUse(
  file: string,
  block: CodeBlock,
  isApiPath: (path: string) => boolean = () => true,
): {problems: SampleProblem[]; keys: LiteralKey[]} {
  if (!codeLanguages.includes(block.lang)) {
    return {problems: [], keys: []};
  }
  const lines = block.code.split('\n');
  const writeIndex = lines.findIndex((text) => writeCallInCode.test(text));
  if (writeIndex === -1) {
    return {problems: [], keys: []};
  }
  const paths = [...block.code.matchAll(apiPathInCode)].map((match) => match[0]).filter(isApiPath);
  const method = (
    writeCallInCode
      .exec(lines[writeIndex] ?? '')
      ?.slice(1)
      .find(Boolean) ?? 'POST'
  ).toUpperCase();
  const request = `${method} ${paths.find((p) => p !== ingestTemplate) ?? paths[0] ?? '(a path the caller passes)'}`;
  const problems: SampleProblem[] = [];
  const keys: LiteralKey[] = [];
  lines.forEach((text, index) => {
    for (const match of text.matchAll(literalKeyInCode)) {
      const [, quote, key = ''] = match;
      if (quote === '`' && key.includes('${')) {
        continue;
      }
      const line = block.line + 1 + index;
      keys.push({file, line, request, key});
      problems.push({
        file,
        line,
        request,
        message:
          `a literal Idempotency-Key "${key}" in code: generate it when the code runs (uuid.uuid4(), ` +
          'crypto.randomUUID()), or keep one in a variable to show a retry',
      });
    }
  });
  // Ingest needs no key (transaction_id deduplicates); any other API write in the block does.
  const writesBesidesIngest = paths.some((p) => p !== ingestTemplate);
  if (writesBesidesIngest && !/Idempotency-Key/i.test(block.code)) {
    problems.push({
      file,
      line: block.line + 1 + writeIndex,
      request,
      message:
        'a write without an Idempotency-Key in code: send {"Idempotency-Key": str(uuid.uuid4())} or ' +
        "{'Idempotency-Key': crypto.randomUUID()} so a retry applies once",
    });
  }
  return {problems, keys};
}

export interface PageCheck {
  readonly samples: CheckedSample[];
  readonly responses: CheckedResponse[];
  readonly problems: SampleProblem[];
  /** The literal keys the page's writes send, for the check across pages. */
  readonly literalKeys: LiteralKey[];
}

/**
 * A literal key on two or more writes of the site: one problem at every use after the first, naming
 * the first, so both places are in the message.
 */
export function repeatedKeyProblems(keys: readonly LiteralKey[]): SampleProblem[] {
  const first = new Map<string, LiteralKey>();
  return keys.flatMap((use) => {
    const earlier = first.get(use.key);
    if (!earlier) {
      first.set(use.key, use);
      return [];
    }
    return [
      {
        file: use.file,
        line: use.line,
        request: use.request,
        message:
          `the Idempotency-Key "${use.key}" is also sent by ${earlier.request} at ${earlier.file}:${earlier.line}: ` +
          'two writes with one key replay each other; generate each key when the sample runs',
      },
    ];
  });
}

export class SampleChecker {
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<object, ValidateFunction>();

  /** `hosts`: the sandbox samples call and the production hosts they must not (`sampleHosts` of the specs). */
  constructor(
    private readonly index: OperationIndex,
    private readonly hosts: SampleHosts,
  ) {
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
      ? [
          ...idempotencyKeyProblems(sample, operation),
          ...timestampProblems(sample, operation),
          ...tokenProblems(sample),
        ].map(problem)
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

  /** A response example against the schema of its request's operation for that status. */
  checkResponse(file: string, response: ResponseSample): SampleProblem[] {
    const {request} = response;
    const problem = (message: string): SampleProblem => ({
      file,
      line: response.line,
      request: request ? `${request.method} ${request.path} → ${response.status}` : `→ ${response.status}`,
      message,
    });
    if (request === undefined) {
      return [problem('a response example with no request sample before it: show the request it answers first')];
    }
    const operation = this.index.find(request.method, request.path);
    if (!operation) {
      // The request's own check reports the unknown path or method.
      return [];
    }
    if (!operation.responseSchemas.has(response.status)) {
      const statuses = [...operation.responseSchemas.keys()].join(', ');
      return [
        problem(`${operation.method} ${operation.template} has no ${response.status} response (it has ${statuses})`),
      ];
    }
    const schema = operation.responseSchemas.get(response.status);
    if (!schema) {
      return [problem(`the ${response.status} response of ${operation.template} has no JSON body`)];
    }
    let body: unknown;
    try {
      body = JSON.parse(response.bodyText);
    } catch (error) {
      return [problem(`the response is not JSON: ${(error as Error).message}`)];
    }
    const validate = this.validator(schema);
    if (validate(body)) {
      return [];
    }
    return (validate.errors ?? []).map((error) =>
      problem(`response${error.instancePath || ''} ${error.message ?? 'is invalid'} (${error.schemaPath})`),
    );
  }

  /** Every request sample and response example of one page, and what is wrong with each. */
  checkPage(file: string, source: string): PageCheck {
    // Samples are checked as the reader sees them: with the example's figures (`{ex.KEY}`) filled in.
    const blocks = extractCodeBlocks(substituteFigures(source));
    const samples = blocks.flatMap((block) => requestSamples(block));
    const responses = responseSamples(blocks);
    const timeProblems = blocks.flatMap((block) =>
      literalTimesInIngestCode(block).map((line) => ({
        file,
        line,
        request: `POST ${ingestTemplate}`,
        message: 'an ingest timestamp written as a date in code: compute it when the code runs',
      })),
    );
    const tokenLines = blocks.flatMap((block) =>
      literalTokensInCode(block).map((line) => ({
        file,
        line,
        request: '(code)',
        message: `a token written into code: read it from the environment (${tokenVariable})`,
      })),
    );
    const conventionProblems = blocks.flatMap((block) =>
      sampleConventionProblems(file, block, this.hosts).map((found) => ({
        file,
        line: found.line,
        request: `(${block.lang})`,
        message: found.message,
      })),
    );
    const codeKeys = blocks.map((block) =>
      codeBlockKeyUse(file, block, (p) => this.index.matchingTemplates(p).length > 0),
    );
    const sampleKeys = samples.flatMap((sample) => {
      const key = sample.headers['idempotency-key'];
      return key !== undefined && writeMethods.has(sample.method) && !generatedAtRunTime.test(key)
        ? [{file, line: sample.line, request: `${sample.method} ${sample.path}`, key}]
        : [];
    });
    return {
      samples: samples.map((sample) => ({file, sample})),
      responses: responses.map((response) => ({file, response})),
      problems: [
        ...samples.flatMap((sample) => this.checkSample(file, sample)),
        ...responses.flatMap((response) => this.checkResponse(file, response)),
        ...timeProblems,
        ...tokenLines,
        ...conventionProblems,
        ...codeKeys.flatMap((use) => use.problems),
      ],
      literalKeys: [...sampleKeys, ...codeKeys.flatMap((use) => use.keys)].sort((a, b) => a.line - b.line),
    };
  }

  /** Every page of a site: each page's problems, then the literal keys that two writes share. */
  checkSite(pages: readonly {file: string; source: string}[]): {
    samples: CheckedSample[];
    responses: CheckedResponse[];
    problems: SampleProblem[];
  } {
    const results = pages.map((page) => this.checkPage(page.file, page.source));
    return {
      samples: results.flatMap((result) => result.samples),
      responses: results.flatMap((result) => result.responses),
      problems: [
        ...results.flatMap((result) => result.problems),
        ...repeatedKeyProblems(results.flatMap((result) => result.literalKeys)),
      ],
    };
  }
}
