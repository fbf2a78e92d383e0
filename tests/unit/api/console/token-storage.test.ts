import {describe, expect, it} from 'vitest';
import {
  forgetToken,
  readRememberedToken,
  rememberToken,
  tokenStorageKey,
} from '../../../../src/api-reference/console/token-storage';

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

const broken = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('token storage', () => {
  it('uses a key of its own, outside the localStorage keys the site spec fixes', () => {
    expect(tokenStorageKey).toBe('meterstone.api-console.token');
  });

  it('stores, reads and forgets the token', () => {
    const {items, storage} = memoryStorage();
    const logs: string[] = [];
    const log = (message: string) => logs.push(message);
    expect(readRememberedToken(() => storage, log)).toBeUndefined();
    rememberToken(() => storage, 'sk_test_123', log);
    expect(items.get(tokenStorageKey)).toBe('sk_test_123');
    expect(readRememberedToken(() => storage, log)).toBe('sk_test_123');
    rememberToken(() => storage, '', log);
    expect(items.has(tokenStorageKey)).toBe(false);
    rememberToken(() => storage, 'sk_test_456', log);
    forgetToken(() => storage, log);
    expect(items.size).toBe(0);
    expect(logs).toEqual([]);
  });

  it('logs and ignores storage errors', () => {
    const logs: string[] = [];
    const log = (message: string) => logs.push(message);
    expect(readRememberedToken(broken, log)).toBeUndefined();
    expect(() => rememberToken(broken, 'sk_test_123', log)).not.toThrow();
    expect(() => forgetToken(broken, log)).not.toThrow();
    expect(logs).toHaveLength(3);
    expect(logs[1]).toMatch(
      /could not store the token in sessionStorage \(The operation is insecure\.\); it stays in memory only/,
    );
  });
});
