/**
 * The base URL the reader typed or chose, remembered for the browser session (sessionStorage, one
 * entry per specification: the v1 and v2 references may point at different hosts), so a reload or
 * another page of the same reference opens its consoles on it. Not secret, so it needs no opt-in,
 * unlike the token. Storage errors are logged and ignored (see session-entry): the base URL then
 * lives in memory only.
 */
import {brand} from '../../config/brand';
import {sessionEntry, type StorageLogger, type StorageSource} from './session-entry';

export function baseUrlStorageKey(specId: string): string {
  return `${brand.slug}.api-console.base-url.${specId}`;
}

const baseUrlEntry = (source: StorageSource, specId: string, log: StorageLogger) =>
  sessionEntry(source, baseUrlStorageKey(specId), 'the base URL', log);

/** The remembered base URL of a specification, or undefined when none is stored or storage cannot be read. */
export function readRememberedBaseUrl(source: StorageSource, specId: string, log: StorageLogger): string | undefined {
  return baseUrlEntry(source, specId, log).read();
}

/** Stores the base URL of a specification; a blank one removes the entry, so the default comes back. */
export function rememberBaseUrl(source: StorageSource, specId: string, url: string, log: StorageLogger): void {
  baseUrlEntry(source, specId, log).store(url.trim() === '' ? '' : url);
}
