/**
 * Looks up the operation a request sample calls, across every API specification: the method must
 * exist on a path template that matches the sample's path (`/v1/customers/{customer_id}` matches
 * `/v1/customers/9f1c...`). When several templates match, the one with more literal segments wins,
 * as a router would choose it.
 */
import type {OpenAPIV3_1} from 'openapi-types';
import {httpMethods} from '../view-model/operations';

export interface IndexedOperation {
  readonly specId: string;
  readonly method: string;
  readonly template: string;
  /** The JSON schema of the request body, when the operation takes one. */
  readonly requestSchema?: object;
  readonly requestBodyRequired: boolean;
  /** Whether the operation takes an `Idempotency-Key` header. */
  readonly takesIdempotencyKey: boolean;
  /** Whether the specification says the key is not needed (ingest deduplicates by `transaction_id`). */
  readonly idempotencyKeyOptional: boolean;
  /**
   * The JSON schema of each response by status code (`"200"`, `"404"`); `null` for a status whose
   * response has no JSON body (`204`).
   */
  readonly responseSchemas: ReadonlyMap<string, object | null>;
}

function responseSchemas(operation: OpenAPIV3_1.OperationObject): Map<string, object | null> {
  return new Map(
    Object.entries(operation.responses ?? {}).map(([status, response]) => {
      const schema = (response as OpenAPIV3_1.ResponseObject).content?.['application/json']?.schema;
      return [status, (schema as object | undefined) ?? null];
    }),
  );
}

interface Template {
  readonly template: string;
  readonly pattern: RegExp;
  readonly literalSegments: number;
  readonly operations: Map<string, IndexedOperation>;
  readonly specId: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compileTemplate(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}/?$`);
}

export interface SpecForIndex {
  readonly id: string;
  /** A dereferenced document: no `$ref` left. */
  readonly document: OpenAPIV3_1.Document;
}

export class OperationIndex {
  private readonly templates: Template[] = [];

  constructor(specs: readonly SpecForIndex[]) {
    for (const spec of specs) {
      for (const [template, item] of Object.entries(spec.document.paths ?? {})) {
        if (!item) {
          continue;
        }
        const operations = new Map<string, IndexedOperation>();
        for (const method of httpMethods) {
          const operation = item[method];
          if (!operation) {
            continue;
          }
          const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
          operations.set(method.toUpperCase(), {
            specId: spec.id,
            method: method.toUpperCase(),
            template,
            requestSchema: body?.content?.['application/json']?.schema as object | undefined,
            requestBodyRequired: body?.required === true,
            takesIdempotencyKey: (operation.parameters ?? []).some(
              (parameter) => 'name' in parameter && parameter.in === 'header' && parameter.name === 'Idempotency-Key',
            ),
            idempotencyKeyOptional: /Idempotency-Key` is accepted but not\s+needed/.test(operation.description ?? ''),
            responseSchemas: responseSchemas(operation),
          });
        }
        this.templates.push({
          template,
          pattern: compileTemplate(template),
          literalSegments: template.split('/').filter((segment) => segment && !segment.startsWith('{')).length,
          operations,
          specId: spec.id,
        });
      }
    }
  }

  /** The templates whose pattern matches the path, most specific first. */
  matchingTemplates(path: string): Template[] {
    return this.templates
      .filter((entry) => entry.pattern.test(path))
      .sort((a, b) => b.literalSegments - a.literalSegments);
  }

  find(method: string, path: string): IndexedOperation | undefined {
    for (const entry of this.matchingTemplates(path)) {
      const operation = entry.operations.get(method.toUpperCase());
      if (operation) {
        return operation;
      }
    }
    return undefined;
  }
}
