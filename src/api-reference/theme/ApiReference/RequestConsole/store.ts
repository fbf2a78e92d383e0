/**
 * What the consoles of a page share, in memory: the bearer token, whether to remember it for the
 * browser session, and the base URL of each specification. One module instance, so every console of
 * the page (and of the next API page the reader opens) sees the same values. A reload keeps the base
 * URLs (always written to sessionStorage) and a token the reader asked to remember; it forgets the rest.
 */
import {useSyncExternalStore} from 'react';
import {readRememberedBaseUrl, rememberBaseUrl} from '../../../console/base-url-storage';
import {forgetToken, readRememberedToken, rememberToken} from '../../../console/token-storage';
import type {StorageSource} from '../../../console/session-entry';

export interface ConsoleState {
  readonly token: string;
  readonly remember: boolean;
  /** Base URL typed or chosen for each specification id. */
  readonly baseUrls: Readonly<Record<string, string>>;
}

const sessionStore: StorageSource = () => window.sessionStorage;
// The site spec: storage errors are logged to the console and ignored.
const logStorageError = (message: string) => console.warn(message);

let state: ConsoleState | undefined;
/** Specifications whose remembered base URL has been read into the state: storage is read once each. */
const restoredSpecs = new Set<string>();
const listeners = new Set<() => void>();

function snapshot(): ConsoleState {
  if (state === undefined) {
    const remembered = readRememberedToken(sessionStore, logStorageError);
    state = {token: remembered ?? '', remember: remembered !== undefined, baseUrls: {}};
  }
  return state;
}

function update(change: Partial<ConsoleState>): void {
  state = {...snapshot(), ...change};
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const consoleStore = {
  setToken(token: string): void {
    update({token});
    if (snapshot().remember) {
      rememberToken(sessionStore, token, logStorageError);
    }
  },
  setRemember(remember: boolean): void {
    update({remember});
    if (remember) {
      rememberToken(sessionStore, snapshot().token, logStorageError);
    } else {
      forgetToken(sessionStore, logStorageError);
    }
  },
  setBaseUrl(specId: string, url: string): void {
    restoredSpecs.add(specId);
    update({baseUrls: {...snapshot().baseUrls, [specId]: url}});
    rememberBaseUrl(sessionStore, specId, url, logStorageError);
  },
  /**
   * Reads a specification's base URL from the session, once, when its first console opens (not in
   * render: the snapshot must not change while React reads it).
   */
  restoreBaseUrl(specId: string): void {
    if (restoredSpecs.has(specId)) {
      return;
    }
    restoredSpecs.add(specId);
    const remembered = readRememberedBaseUrl(sessionStore, specId, logStorageError);
    if (remembered !== undefined && snapshot().baseUrls[specId] === undefined) {
      update({baseUrls: {...snapshot().baseUrls, [specId]: remembered}});
    }
  },
};

export function useConsoleState(): ConsoleState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
