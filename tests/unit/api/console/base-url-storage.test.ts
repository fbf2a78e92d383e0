import {describe, expect, it} from 'vitest';
import {
  baseUrlStorageKey,
  readRememberedBaseUrl,
  rememberBaseUrl,
} from '../../../../src/api-reference/console/base-url-storage';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    storage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
  };
}

describe('base URL storage', () => {
  it('keeps one entry per specification, under keys of its own', () => {
    expect(baseUrlStorageKey('v2')).toBe('meterstone.api-console.base-url.v2');
    const {items, storage} = memoryStorage();
    const logs: string[] = [];
    const log = (message: string) => logs.push(message);
    expect(readRememberedBaseUrl(() => storage, 'v1', log)).toBeUndefined();
    rememberBaseUrl(() => storage, 'v1', 'http://127.0.0.1:4010', log);
    rememberBaseUrl(() => storage, 'v2', 'https://sandbox.api.meterstone.com', log);
    expect(readRememberedBaseUrl(() => storage, 'v1', log)).toBe('http://127.0.0.1:4010');
    expect(readRememberedBaseUrl(() => storage, 'v2', log)).toBe('https://sandbox.api.meterstone.com');
    // Cleared: the default comes back next time.
    rememberBaseUrl(() => storage, 'v1', '  ', log);
    expect(items.has(baseUrlStorageKey('v1'))).toBe(false);
    expect(logs).toEqual([]);
  });

  it('logs and ignores storage that is disabled or full', () => {
    const logs: string[] = [];
    const log = (message: string) => logs.push(message);
    const disabled = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded.', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(readRememberedBaseUrl(disabled, 'v1', log)).toBeUndefined();
    expect(() => rememberBaseUrl(disabled, 'v1', 'https://x.test', log)).not.toThrow();
    expect(() => rememberBaseUrl(() => full, 'v1', 'https://x.test', log)).not.toThrow();
    expect(logs).toHaveLength(3);
    expect(logs[2]).toMatch(
      /could not store the base URL in sessionStorage \(Quota exceeded\.\); it stays in memory only/,
    );
  });
});
