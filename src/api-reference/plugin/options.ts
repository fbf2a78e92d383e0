/** Options of the API reference plugins (pages and published copies), by the Docusaurus contract. */
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {createApiSpecSource, type ApiSpecSource} from '../spec/spec-source';

export interface ApiReferenceOptions {
  /**
   * Where the specifications come from: one source per build, shared with the publishing plugin and
   * the search index so each specification is read, bundled and validated once. Default: the registry.
   */
  readonly source?: ApiSpecSource;
}

export interface ResolvedApiReferenceOptions {
  readonly id: string;
  readonly source: ApiSpecSource;
}

function isSpecSource(value: unknown): value is ApiSpecSource {
  return typeof (value as Partial<ApiSpecSource> | null)?.load === 'function';
}

// `custom` keeps the source object itself (a closure with the build's cache), where an object schema
// would hand the plugin a copy.
const schema = Joi.object<ResolvedApiReferenceOptions>({
  source: Joi.any()
    .custom((value: unknown, helpers) => (isSpecSource(value) ? value : helpers.error('any.invalid')))
    .default(() => createApiSpecSource())
    .messages({'any.invalid': '{#label} must be an API specification source from createApiSpecSource()'}),
});

/** Checks the options given in the site config and applies the defaults. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<ApiReferenceOptions | undefined, ResolvedApiReferenceOptions>): ResolvedApiReferenceOptions {
  return validate(schema, options ?? {});
}
