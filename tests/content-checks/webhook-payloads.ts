/**
 * Webhook payloads in guides: a ```json block titled `Payload: <event type>`
 * (```json title="Payload: invoice.finalized"```) shows the body Meterstone POSTs to the reader's
 * endpoint for that event. Each is validated against the request body schema the specification gives
 * the event under `webhooks`, and the API coverage counts the events a guide shows this way.
 */
import Ajv2020, {type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type {OpenAPIV3_1} from 'openapi-types';
import type {CodeBlock} from '../../src/api-reference/guides/code-blocks';

export interface PayloadSample {
  /** The event type the title names, such as `invoice.finalized`. */
  readonly event: string;
  readonly bodyText: string;
  /** 1-based line of the block in its page. */
  readonly line: number;
}

const payloadTitle = /\btitle=(["'])Payload: ([a-z_]+(?:\.[a-z_]+)+)\1/;

/** The payload examples among a page's blocks. */
export function payloadSamples(blocks: readonly CodeBlock[]): PayloadSample[] {
  return blocks.flatMap((block) => {
    const event = block.lang === 'json' ? payloadTitle.exec(block.meta)?.[2] : undefined;
    return event === undefined ? [] : [{event, bodyText: block.code, line: block.line}];
  });
}

/** Request body schemas of the webhook events of dereferenced specifications, by event type. */
export function webhookSchemas(documents: readonly OpenAPIV3_1.Document[]): Map<string, object> {
  const schemas = new Map<string, object>();
  for (const document of documents) {
    for (const [event, item] of Object.entries(document.webhooks ?? {})) {
      // A dereferenced document holds no $ref: every webhook is a path item.
      const body = (item as OpenAPIV3_1.PathItemObject | undefined)?.post?.requestBody as
        OpenAPIV3_1.RequestBodyObject | undefined;
      const schema = body?.content?.['application/json']?.schema;
      if (schema) {
        schemas.set(event, schema);
      }
    }
  }
  return schemas;
}

export interface PayloadProblem {
  readonly file: string;
  readonly line: number;
  readonly event: string;
  readonly message: string;
}

/** Checks payload examples against their event's schema. */
export class PayloadChecker {
  private readonly ajv = new Ajv2020({strict: false, allErrors: true});
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly schemas: ReadonlyMap<string, object>) {
    addFormats(this.ajv);
  }

  check(file: string, payload: PayloadSample): PayloadProblem[] {
    const problem = (message: string): PayloadProblem => ({file, line: payload.line, event: payload.event, message});
    const schema = this.schemas.get(payload.event);
    if (schema === undefined) {
      return [problem(`no specification has a webhook event ${payload.event}`)];
    }
    let body: unknown;
    try {
      body = JSON.parse(payload.bodyText);
    } catch (error) {
      return [problem(`the payload is not JSON: ${(error as Error).message}`)];
    }
    if ((body as {type?: unknown} | null)?.type !== payload.event) {
      return [problem(`the payload's type is not ${payload.event}`)];
    }
    let validate = this.validators.get(payload.event);
    if (validate === undefined) {
      validate = this.ajv.compile(schema);
      this.validators.set(payload.event, validate);
    }
    if (validate(body)) {
      return [];
    }
    return (validate.errors ?? []).map((error) =>
      problem(`payload${error.instancePath || ''} ${error.message ?? 'is invalid'} (${error.schemaPath})`),
    );
  }
}
