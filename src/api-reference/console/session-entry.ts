/**
 * One value of the console remembered in sessionStorage under one key (the token, a base URL). As the
 * site spec says of storage errors, they are logged and ignored: the value then lives in memory only.
 */

/** Returns the storage, or throws (a browser with storage disabled throws on `window.sessionStorage`). */
export type StorageSource = () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type StorageLogger = (message: string) => void;

export interface SessionEntry {
  /** The stored value, or undefined when none is stored or storage cannot be read. */
  read(): string | undefined;
  /** Stores the value; an empty one removes the entry. */
  store(value: string): void;
  remove(): void;
}

/** The entry `key`; `what` names the value in log messages ("the token"). */
export function sessionEntry(source: StorageSource, key: string, what: string, log: StorageLogger): SessionEntry {
  const attempt = <T>(action: string, run: () => T, fallback: T): T => {
    try {
      return run();
    } catch (error) {
      log(
        `API console: could not ${action} ${what} in sessionStorage (${error instanceof Error ? error.message : String(error)}); it stays in memory only.`,
      );
      return fallback;
    }
  };
  return {
    read: () => attempt('read', () => source().getItem(key) ?? undefined, undefined),
    store: (value) =>
      attempt('store', () => (value === '' ? source().removeItem(key) : source().setItem(key, value)), undefined),
    remove: () => attempt('remove', () => source().removeItem(key), undefined),
  };
}
