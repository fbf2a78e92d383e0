/**
 * The console's token lives in memory; only when the reader ticks "Remember the token for this
 * browser session" is it written, to sessionStorage (cleared when the tab closes; the site spec fixes
 * the localStorage keys, so never there). Unticking removes it. Storage errors are logged and
 * ignored (see session-entry): the token then simply stays in memory.
 */
import {brand} from '../../config/brand';
import {sessionEntry, type StorageLogger, type StorageSource} from './session-entry';

export const tokenStorageKey = `${brand.slug}.api-console.token`;

const tokenEntry = (source: StorageSource, log: StorageLogger) =>
  sessionEntry(source, tokenStorageKey, 'the token', log);

/** The remembered token, or undefined when none is stored or storage cannot be read. */
export function readRememberedToken(source: StorageSource, log: StorageLogger): string | undefined {
  return tokenEntry(source, log).read();
}

/** Stores the token (an empty token removes the entry: nothing worth remembering). */
export function rememberToken(source: StorageSource, token: string, log: StorageLogger): void {
  tokenEntry(source, log).store(token);
}

export function forgetToken(source: StorageSource, log: StorageLogger): void {
  tokenEntry(source, log).remove();
}
