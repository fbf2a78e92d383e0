/** Cache settings that change when the catalogue does (pure, so it can be tested without a bundler). */

interface CacheConfigLike {
  cache?: unknown;
  experiments?: {cache?: unknown} & Record<string, unknown>;
}

function withVersion(cache: unknown, hash: string): unknown {
  if (cache && typeof cache === 'object' && 'version' in cache) {
    const {version} = cache as {version?: unknown};
    // Only the version: the bundler merges this fragment into its config, and repeating the other
    // keys would append its build dependencies a second time.
    return {version: `${typeof version === 'string' ? version : ''}-catalogue-${hash.slice(0, 16)}`};
  }
  return undefined;
}

/**
 * Returns the config fragment to merge: Webpack keeps its persistent cache settings under `cache`,
 * Rspack under `experiments.cache`. A cache that is off stays off.
 */
export function cacheVersionWithCatalogue(config: CacheConfigLike, hash: string): Record<string, unknown> {
  const webpackCache = withVersion(config.cache, hash);
  const rspackCache = withVersion(config.experiments?.cache, hash);
  return {
    ...(webpackCache ? {cache: webpackCache} : {}),
    ...(rspackCache ? {experiments: {cache: rspackCache}} : {}),
  };
}
