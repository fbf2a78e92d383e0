/** The `servers` URLs of loaded specifications: where the request console sends by default. */
import type {LoadedSpec} from '../api-reference/spec/load-specs';

export function specServerUrls(specs: readonly LoadedSpec[]): string[] {
  return specs.flatMap(({document}) =>
    ((document?.servers ?? []) as readonly {url?: unknown}[])
      .map((server) => server.url)
      .filter((url): url is string => typeof url === 'string'),
  );
}
