/**
 * The menu of the page action button, loaded on demand. It follows the ARIA menu button pattern:
 * arrow keys, Home and End move between items, Enter or Space runs one, Escape closes and returns
 * focus to the button, Tab or a click elsewhere closes.
 */
import React, {useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import {copyText, fetchText} from './clipboard';
import {currentSectionLink} from './section-link';
import type {MenuFocus} from './index';
import styles from './styles.module.css';

export interface Props {
  readonly id: string;
  readonly markdownUrl: string;
  readonly initialFocus: MenuFocus;
  readonly button: RefObject<HTMLButtonElement | null>;
  readonly onClose: (returnFocus: boolean) => void;
  /** Receives what an action did, for the status line. */
  readonly onResult: (message: string) => void;
}

/** A menu item that copies something when chosen. */
function CopyItem({onCopy, children}: {onCopy: () => void; children: ReactNode}): ReactNode {
  return (
    <li role="none">
      <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={onCopy}>
        {children}
      </button>
    </li>
  );
}

function items(menu: HTMLElement | null): HTMLElement[] {
  return menu === null ? [] : Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]'));
}

export default function Menu({id, markdownUrl, initialFocus, button, onClose, onResult}: Props): ReactNode {
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const all = items(menu.current);
    (initialFocus === 'first' ? all[0] : all.at(-1))?.focus();
  }, [initialFocus]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) {
        onClose(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [button, onClose]);

  const run = (copy: () => Promise<void>, done: string) => {
    onClose(true);
    copy().then(
      () => onResult(done),
      () => onResult('Copy failed'),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items(menu.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return moveTo(at + 1);
      case 'ArrowUp':
        return moveTo(at - 1);
      case 'Home':
        return moveTo(0);
      case 'End':
        return moveTo(all.length - 1);
      case 'Escape':
        event.preventDefault();
        return onClose(true);
      case 'Tab':
        return onClose(false);
      default:
        return undefined;
    }
  };

  return (
    <ul ref={menu} id={id} role="menu" aria-label="Page actions" className={styles.menu} onKeyDown={onKeyDown}>
      <CopyItem onCopy={() => run(() => copyText(fetchText(markdownUrl)), 'Page copied as Markdown')}>
        Copy page as Markdown
      </CopyItem>
      <li role="none">
        <a role="menuitem" tabIndex={-1} className={styles.item} href={markdownUrl}>
          View as Markdown
        </a>
      </li>
      <CopyItem onCopy={() => run(() => copyText(Promise.resolve(currentSectionLink())), 'Link copied')}>
        Copy link to this section
      </CopyItem>
    </ul>
  );
}
