/**
 * The console's token lives in memory; only when the reader ticks "Remember the token for this
 * browser session" is it written, to sessionStorage (cleared when the tab closes; the site spec fixes
 * the localStorage keys, so never there). Unticking removes it. As the site spec says of storage
 * errors, they are logged to the console and ignored: the token then simply stays in memory.
 */
import {brand} from '../../config/brand';

export const tokenStorageKey = `${brand.slug}.api-console.token`;

/** Returns the storage, or throws (a browser with storage disabled throws on `window.sessionStorage`). */
export type StorageSource = () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type StorageLogger = (message: string) => void;

function logFailure(log: StorageLogger, action: string, error: unknown): void {
  log(
    `API console: could not ${action} the token in sessionStorage (${error instanceof Error ? error.message : String(error)}); it stays in memory only.`,
  );
}

/** The remembered token, or undefined when none is stored or storage cannot be read. */
export function readRememberedToken(source: StorageSource, log: StorageLogger): string | undefined {
  try {
    return source().getItem(tokenStorageKey) ?? undefined;
  } catch (error) {
    logFailure(log, 'read', error);
    return undefined;
  }
}

/** Stores the token (an empty token removes the entry: nothing worth remembering). */
export function rememberToken(source: StorageSource, token: string, log: StorageLogger): void {
  try {
    if (token === '') {
      source().removeItem(tokenStorageKey);
    } else {
      source().setItem(tokenStorageKey, token);
    }
  } catch (error) {
    logFailure(log, 'store', error);
  }
}

export function forgetToken(source: StorageSource, log: StorageLogger): void {
  try {
    source().removeItem(tokenStorageKey);
  } catch (error) {
    logFailure(log, 'remove', error);
  }
}
