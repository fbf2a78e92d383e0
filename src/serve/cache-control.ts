/**
 * How long browsers and CDNs keep each kind of file. Files below `/assets/` carry a content hash in their
 * name, so a changed file is a new URL: they are cached for a year and never revalidated. Everything else
 * (pages, `/search.json`, the specifications, images under fixed names) keeps its URL across builds, so it
 * is revalidated on every use (a 304 when unchanged, thanks to ETag and Last-Modified).
 */
export const hashedAssetsPrefix = '/assets/';
export const immutableCache = 'public, max-age=31536000, immutable';
export const revalidateCache = 'no-cache';
