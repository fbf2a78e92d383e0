/**
 * Examples of request and response bodies: the ones the specification gives, or, when it gives none,
 * one generated from the schema with openapi-sampler.
 */
import {sample} from 'openapi-sampler';
import {
  dereferenceObject,
  isObject,
  objectField,
  stringField,
  type JsonObject,
  type OpenApiDocument,
} from '../spec/document';
import {isJsonMediaType} from './media-types';
import type {ExampleView} from './types';

export type ExampleDirection = 'request' | 'response';

export {isJsonMediaType};

/** Display text of an example value: indented JSON for JSON media types, the raw text otherwise. */
export function exampleText(value: unknown, mediaType: string): string {
  if (typeof value === 'string' && !isJsonMediaType(mediaType)) {
    return value;
  }
  return JSON.stringify(value, null, 2) ?? 'null';
}

/**
 * A value generated from a schema: request examples leave out read-only fields, response examples
 * write-only ones. Undefined when the schema cannot be sampled.
 */
export function sampleSchema(schema: unknown, direction: ExampleDirection, document: OpenApiDocument): unknown {
  if (!isObject(schema)) {
    return undefined;
  }
  try {
    return sample(
      schema as Parameters<typeof sample>[0],
      {skipReadOnly: direction === 'request', skipWriteOnly: direction === 'response', quiet: true},
      document,
    );
  } catch {
    return undefined;
  }
}

/** The examples of one media type object (`content['application/json']`), in the order given. */
export function mediaExamples(
  media: JsonObject,
  mediaType: string,
  direction: ExampleDirection,
  document: OpenApiDocument,
): ExampleView[] {
  const named = objectField(media, 'examples');
  if (named !== undefined) {
    const result: ExampleView[] = [];
    for (const [name, raw] of Object.entries(named)) {
      const example = dereferenceObject(document, raw);
      if (example === undefined || !('value' in example)) {
        continue;
      }
      const view: ExampleView = {name, value: exampleText(example.value, mediaType)};
      const summary = stringField(example, 'summary');
      if (summary !== undefined) {
        view.summary = summary;
      }
      result.push(view);
    }
    if (result.length > 0) {
      return result;
    }
  }
  if (media.example !== undefined) {
    return [{value: exampleText(media.example, mediaType)}];
  }
  const schema = dereferenceObject(document, media.schema);
  if (schema === undefined) {
    return [];
  }
  const given = schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined);
  if (given !== undefined) {
    return [{value: exampleText(given, mediaType)}];
  }
  const generated = sampleSchema(media.schema, direction, document);
  return generated === undefined ? [] : [{value: exampleText(generated, mediaType), generated: true}];
}

/** The example a parameter gives itself (`example`, or its first named one), not its schema's. */
export function ownParameterExample(parameter: JsonObject, document: OpenApiDocument): unknown {
  if (parameter.example !== undefined) {
    return parameter.example;
  }
  const named = objectField(parameter, 'examples');
  if (named !== undefined) {
    for (const raw of Object.values(named)) {
      const example = dereferenceObject(document, raw);
      if (example !== undefined && example.value !== undefined) {
        return example.value;
      }
    }
  }
  return undefined;
}

/** Example value of a parameter: its own, its first named one, its schema's, or a generated one. */
export function parameterExample(parameter: JsonObject, document: OpenApiDocument): unknown {
  const own = ownParameterExample(parameter, document);
  if (own !== undefined) {
    return own;
  }
  const schema = dereferenceObject(document, parameter.schema);
  if (schema === undefined) {
    return undefined;
  }
  if (schema.example !== undefined) {
    return schema.example;
  }
  if (Array.isArray(schema.examples) && schema.examples.length > 0) {
    return schema.examples[0];
  }
  if (schema.default !== undefined) {
    return schema.default;
  }
  return sampleSchema(parameter.schema, 'request', document);
}
