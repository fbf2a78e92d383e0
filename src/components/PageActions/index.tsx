/**
 * The page action button of docs and API pages: a menu to copy the page as Markdown, view its
 * Markdown, or copy a link to the section being read. Only the button ships with the page; the menu
 * loads when the pointer or focus reaches it, and the Markdown when an action needs it.
 */
import React, {lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

const loadMenu = () => import('./Menu');
const Menu = lazy(loadMenu);

/** How long the result of an action stays on screen. */
const statusMs = 3000;

export interface Props {
  /** URL of the page's Markdown copy. */
  readonly markdownUrl: string;
}

export type MenuFocus = 'first' | 'last';

export default function PageActions({markdownUrl}: Props): ReactNode {
  const [focus, setFocus] = useState<MenuFocus | undefined>();
  const [status, setStatus] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const menuId = useId();
  const open = focus !== undefined;

  const preload = () => void loadMenu();
  const show = (where: MenuFocus) => {
    preload();
    setFocus(where);
  };
  const close = useCallback((returnFocus: boolean) => {
    setFocus(undefined);
    if (returnFocus) {
      button.current?.focus();
    }
  }, []);
  const report = useCallback((message: string) => {
    setStatus(message);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setStatus(''), statusMs);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <div className={styles.actions}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            show(event.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}>
        Copy page
        <span aria-hidden="true" className={styles.caret} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <Menu
            id={menuId}
            markdownUrl={markdownUrl}
            initialFocus={focus}
            button={button}
            onClose={close}
            onResult={report}
          />
        </Suspense>
      )}
      {/* Always in the document, so screen readers announce what an action did. */}
      <span role="status" className={styles.status}>
        {status}
      </span>
    </div>
  );
}
