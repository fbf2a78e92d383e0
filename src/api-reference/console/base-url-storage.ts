/**
 * The base URL the reader typed or chose, remembered for the browser session (sessionStorage, one
 * entry per specification: the v1 and v2 references may point at different hosts), so a reload or
 * another page of the same reference opens its consoles on it. Not secret, so it needs no opt-in,
 * unlike the token. As the site spec says of storage errors, they are logged and ignored: the
 * base URL then lives in memory only.
 */
import {brand} from '../../config/brand';
import type {StorageLogger, StorageSource} from './token-storage';

export function baseUrlStorageKey(specId: string): string {
  return `${brand.slug}.api-console.base-url.${specId}`;
}

function logFailure(log: StorageLogger, action: string, error: unknown): void {
  log(
    `API console: could not ${action} the base URL in sessionStorage (${error instanceof Error ? error.message : String(error)}); it stays in memory only.`,
  );
}

/** The remembered base URL of a specification, or undefined when none is stored or storage cannot be read. */
export function readRememberedBaseUrl(source: StorageSource, specId: string, log: StorageLogger): string | undefined {
  try {
    return source().getItem(baseUrlStorageKey(specId)) ?? undefined;
  } catch (error) {
    logFailure(log, 'read', error);
    return undefined;
  }
}

/** Stores the base URL of a specification; an empty one removes the entry, so the default comes back. */
export function rememberBaseUrl(source: StorageSource, specId: string, url: string, log: StorageLogger): void {
  try {
    if (url.trim() === '') {
      source().removeItem(baseUrlStorageKey(specId));
    } else {
      source().setItem(baseUrlStorageKey(specId), url);
    }
  } catch (error) {
    logFailure(log, 'store', error);
  }
}
