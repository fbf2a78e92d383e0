/**
 * The little behaviour the non-hydrated operations need, as delegated listeners on the page: copy
 * buttons copy their code block, and choosing a sample language on one operation chooses it on all.
 */
import {useEffect, type RefObject} from 'react';
import {copyButtonAttribute} from './CodeSample';
import {languageAttribute} from './CodeSamples';

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
      }
    };
    const onChange = (event: Event) => {
      const input = event.target;
      const language = input instanceof HTMLInputElement ? input.getAttribute(languageAttribute) : null;
      if (language === null) {
        return;
      }
      element
        .querySelectorAll<HTMLInputElement>(`input[${languageAttribute}="${CSS.escape(language)}"]`)
        .forEach((other) => {
          other.checked = true;
        });
    };
    element.addEventListener('click', onClick);
    element.addEventListener('change', onChange);
    return () => {
      element.removeEventListener('click', onClick);
      element.removeEventListener('change', onChange);
    };
  }, [root, version]);
}
