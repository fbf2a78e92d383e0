/**
 * The little behaviour the non-hydrated operations need, as delegated listeners on the page: copy
 * buttons copy their code block, "Copy as Markdown" copies the operation's section of the page's
 * Markdown, and choosing a sample language on one operation chooses it on all, and is remembered for
 * the next pages and visits (shared with the guides' language tabs).
 */
import {useEffect, type RefObject} from 'react';
import {copyText, fetchText} from '../../../components/PageActions/clipboard';
import {markdownPathOf} from '../../../markdown-export/files';
import {sectionWithSignature} from '../../../markdown-export/sections';
import {copyButtonAttribute} from './CodeSample';
import {languageAttribute, sampleLanguages} from './CodeSamples';
import {copyMarkdownAttribute} from './CopyMarkdown';
import {browserStorage, rememberSampleLanguage, rememberedSampleLanguage} from './sample-language-choice';

const copiedResetMs = 2000;

function copyCode(button: HTMLElement): void {
  const code = button.parentElement?.querySelector('pre')?.textContent ?? '';
  navigator.clipboard.writeText(code).then(
    () => {
      button.textContent = 'Copied';
      window.setTimeout(() => {
        button.textContent = 'Copy';
      }, copiedResetMs);
    },
    () => {
      button.textContent = 'Copy failed';
    },
  );
}

function copyMarkdown(button: HTMLElement): void {
  const signature = button.getAttribute(copyMarkdownAttribute) ?? '';
  const section = fetchText(markdownPathOf(window.location.pathname)).then((markdown) => {
    const found = sectionWithSignature(markdown, signature);
    if (found === undefined) {
      throw new Error(`no section ${signature} in the page's Markdown`);
    }
    return found;
  });
  copyText(section).then(
    () => {
      button.textContent = 'Copied';
      window.setTimeout(() => {
        button.textContent = 'Copy as Markdown';
      }, copiedResetMs);
    },
    () => {
      button.textContent = 'Copy failed';
    },
  );
}

/** Wires the operations inside `root`; `version` changes when the operations are rendered anew. */
export function useStaticInteractions(root: RefObject<HTMLElement | null>, version: unknown): void {
  useEffect(() => {
    const element = root.current;
    if (element === null) {
      return undefined;
    }
    if (navigator.clipboard !== undefined) {
      element.querySelectorAll<HTMLElement>(`[${copyButtonAttribute}]`).forEach((button) => {
        button.hidden = false;
      });
    }
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLElement>(`[${copyButtonAttribute}]`);
      if (button != null) {
        copyCode(button);
        return;
      }
      const markdownButton = (event.target as Element | null)?.closest<HTMLElement>(`[${copyMarkdownAttribute}]`);
      if (markdownButton != null) {
        copyMarkdown(markdownButton);
      }
    };
    const chooseLanguage = (language: string) => {
      element
        .querySelectorAll<HTMLInputElement>(`input[${languageAttribute}="${CSS.escape(language)}"]`)
        .forEach((other) => {
          other.checked = true;
        });
    };
    const remembered = rememberedSampleLanguage(
      browserStorage(),
      sampleLanguages.map((language) => language.value),
    );
    if (remembered !== undefined) {
      chooseLanguage(remembered);
    }
    const onChange = (event: Event) => {
      const input = event.target;
      const language = input instanceof HTMLInputElement ? input.getAttribute(languageAttribute) : null;
      if (language === null) {
        return;
      }
      chooseLanguage(language);
      rememberSampleLanguage(browserStorage(), language);
    };
    element.addEventListener('click', onClick);
    element.addEventListener('change', onChange);
    return () => {
      element.removeEventListener('click', onClick);
      element.removeEventListener('change', onChange);
    };
  }, [root, version]);
}
