/**
 * What the consoles of a page share, in memory: the bearer token, whether to remember it for the
 * browser session, and the base URL of each specification. One module instance, so every console of
 * the page (and of the next API page the reader opens) sees the same values; a reload forgets them,
 * except a token the reader asked to remember.
 */
import {useSyncExternalStore} from 'react';
import {forgetToken, readRememberedToken, rememberToken, type StorageSource} from '../../../console/token-storage';

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
    update({baseUrls: {...snapshot().baseUrls, [specId]: url}});
  },
};

export function useConsoleState(): ConsoleState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
