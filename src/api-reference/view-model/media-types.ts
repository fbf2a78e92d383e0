/** Media type checks shared by the builder and the page components (kept free of heavy imports). */

/** True for `application/json` and the `+json` family (`application/problem+json`...). */
export function isJsonMediaType(mediaType: string): boolean {
  return /^application\/([\w.-]+\+)?json\b/i.test(mediaType);
}
