/**
 * The reader's sample language, remembered across pages and reloads. The reference shares the storage
 * key of the guides' language tabs (Docusaurus Tabs with `groupId="api-language"` keep their choice
 * under `docusaurus.tab.<groupId>`, un-namespaced on this site), so choosing Python in a guide shows
 * Python in the reference, and the other way round.
 */
export const sampleLanguageStorageKey = 'docusaurus.tab.api-language';

/** The part of `Storage` this needs; a browser may refuse storage (private modes, blocked cookies). */
type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The remembered language when it is one of `known`, else undefined (nothing stored, or refused). */
export function rememberedSampleLanguage(
  storage: ChoiceStorage | undefined,
  known: readonly string[],
): string | undefined {
  try {
    const value = storage?.getItem(sampleLanguageStorageKey) ?? undefined;
    return value !== undefined && known.includes(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers `language`; a refused write leaves the choice on this page only. */
export function rememberSampleLanguage(storage: ChoiceStorage | undefined, language: string): void {
  try {
    storage?.setItem(sampleLanguageStorageKey, language);
  } catch {
    // The choice still applies to every operation of this page.
  }
}

/** The browser's localStorage, or undefined where reading the property itself throws. */
export function browserStorage(): ChoiceStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
