/**
 * Checks request samples against the API specifications: the method and path must exist, and a JSON
 * body must validate against the operation's request schema (JSON Schema 2020-12, as OpenAPI 3.1
 * writes it). Returns problems as data, so one test can list every broken sample of the site at once.
 */
import Ajv2020, {type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {substituteFigures} from '../example/figures';
import {extractCodeBlocks} from './code-blocks';
import type {OperationIndex} from './operation-index';
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
    const samples = extractCodeBlocks(substituteFigures(source)).flatMap((block) => requestSamples(block));
    return {
      samples: samples.map((sample) => ({file, sample})),
      problems: samples.flatMap((sample) => this.checkSample(file, sample)),
    };
  }
}
