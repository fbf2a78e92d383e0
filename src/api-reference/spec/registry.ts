/**
 * The seven API specifications: where each source lives, the docs route that renders it, and the path
 * on the API host that publishes it (the calls of the spec, section 7). The API reference plugin, the
 * publishing step, search and the tests all read this list.
 */
export interface ApiSpecEntry {
  /** Stable id, also the file name of the source below `api/specs/`. */
  readonly id: string;
  /** Title shown in the API reference navigation. */
  readonly label: string;
  /** Docs route of the rendered reference, with trailing slash. */
  readonly route: string;
  /** Path on the API host that answers with the specification as JSON. */
  readonly publishPath: string;
  /** Source file, relative to the site root. */
  readonly source: string;
}

export const apiSpecs: readonly ApiSpecEntry[] = [
  {id: 'v1', label: 'API v1', route: '/api/', publishPath: '/v1/docs/openapi', source: 'api/specs/v1.yaml'},
  {
    id: 'v2',
    label: 'API v2 (contract edits)',
    route: '/api/v2/',
    publishPath: '/v2/openapi.json',
    source: 'api/specs/v2.yaml',
  },
  {
    id: 'seats',
    label: 'Seats',
    route: '/api/seats/',
    publishPath: '/v1/openapi/seats.json',
    source: 'api/specs/seats.yaml',
  },
  {
    id: 'prepaid-credits',
    label: 'Prepaid credits',
    route: '/api/prepaid-credits/',
    publishPath: '/v1/openapi/prepaid-credits.json',
    source: 'api/specs/prepaid-credits.yaml',
  },
  {
    id: 'invoice-breakdowns',
    label: 'Invoice breakdowns',
    route: '/api/invoice-breakdowns/',
    publishPath: '/v1/openapi/invoice-breakdowns.json',
    source: 'api/specs/invoice-breakdowns.yaml',
  },
  {
    id: 'spend-breakdowns',
    label: 'Spend breakdowns',
    route: '/api/spend-breakdowns/',
    publishPath: '/v1/openapi/spend-breakdowns.json',
    source: 'api/specs/spend-breakdowns.yaml',
  },
  {
    id: 'delta-stream',
    label: 'Delta stream',
    route: '/api/delta-stream/',
    publishPath: '/v1/openapi/delta-stream.json',
    source: 'api/specs/delta-stream.yaml',
  },
];

/** URL of a published specification on the configured API host ('' = the docs site itself). */
export function specUrl(apiHost: string, entry: ApiSpecEntry, baseUrl = '/'): string {
  return apiHost === '' ? `${baseUrl.replace(/\/$/, '')}${entry.publishPath}` : `${apiHost}${entry.publishPath}`;
}
