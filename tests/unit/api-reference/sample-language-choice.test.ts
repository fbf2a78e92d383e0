import {describe, expect, it} from 'vitest';
import {
  rememberSampleLanguage,
  rememberedSampleLanguage,
  sampleLanguageStorageKey,
} from '../../../src/api-reference/theme/ApiReference/sample-language-choice';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

const refusing = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: (): void => {
    throw new Error('QuotaExceededError');
  },
};

const known = ['curl', 'python', 'typescript'];

describe('the remembered sample language', () => {
  it('uses the key of the guides’ language tabs, so one choice serves both', () => {
    expect(sampleLanguageStorageKey).toBe('docusaurus.tab.api-language');
  });

  it('round-trips a known language', () => {
    const storage = memoryStorage();
    rememberSampleLanguage(storage, 'python');
    expect(storage.values.get(sampleLanguageStorageKey)).toBe('python');
    expect(rememberedSampleLanguage(storage, known)).toBe('python');
  });

  it('ignores nothing stored, an unknown value and a missing storage', () => {
    expect(rememberedSampleLanguage(memoryStorage(), known)).toBeUndefined();
    expect(rememberedSampleLanguage(memoryStorage({[sampleLanguageStorageKey]: 'cobol'}), known)).toBeUndefined();
    expect(rememberedSampleLanguage(undefined, known)).toBeUndefined();
  });

  it('survives a storage that refuses to read or write', () => {
    expect(rememberedSampleLanguage(refusing, known)).toBeUndefined();
    expect(() => rememberSampleLanguage(refusing, 'python')).not.toThrow();
  });
});
