/**
 * The search box's open panel: the hint, the loading and failure states, and the results as ARIA
 * options. It is only ever shown once the reader has pointed at or focused the box, so it travels in
 * the same lazy chunk as autocomplete-core (see `onIntent.ts`), not in every page's JavaScript.
 */
import type {AutocompleteCollection} from '@algolia/autocomplete-core';
import clsx from 'clsx';
import type {MouseEvent, ReactNode, RefObject} from 'react';
import {indexFetchErrorMessage} from '../../engine/constants';
import {loadedSearchEngine} from './searchIndex';
import Snippet from './Snippet';
import type {Autocomplete, PanelState, SearchItem} from './types';
import styles from './styles.module.css';

export interface SearchPanelProps {
  readonly autocomplete: Autocomplete<SearchItem>;
  readonly panelRef: RefObject<HTMLDivElement | null>;
  readonly collection: AutocompleteCollection<SearchItem> | undefined;
  readonly query: string;
  readonly panelState: PanelState;
  /** Fetches again what failed (the Retry button). */
  readonly onRetry: () => void;
  /** Opens a result in this tab, carrying its matched terms to the page. */
  readonly onOpenResult: (url: string, terms: readonly string[]) => void;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function PanelMessage({
  query,
  panelState,
  hasResults,
  onRetry,
}: {
  readonly query: string;
  readonly panelState: PanelState;
  readonly hasResults: boolean;
  readonly onRetry: () => void;
}): ReactNode {
  if (query.trim() === '') {
    return <p className={styles.message}>Type to search the documentation.</p>;
  }
  if (panelState === 'failed') {
    return (
      <div className={styles.message} role="alert">
        <p className={styles.failure}>Search is unavailable ({indexFetchErrorMessage}).</p>
        <button type="button" className={clsx('button button--sm button--secondary', styles.retry)} onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  if (panelState === 'stalled') {
    return (
      <p className={clsx(styles.message, styles.stalled)} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        Loading the search index…
      </p>
    );
  }
  if (panelState === 'ready' && !hasResults && loadedSearchEngine()?.search(query).length === 0) {
    return (
      <p className={styles.message} role="status">
        No results found.
      </p>
    );
  }
  return null;
}

export default function SearchPanel({
  autocomplete,
  panelRef,
  collection,
  query,
  panelState,
  onRetry,
  onOpenResult,
}: SearchPanelProps): ReactNode {
  const items = collection?.items ?? [];
  return (
    // The panel scrolls. Keyboard users move through it from the input (the active option is scrolled
    // into view), and Tab closes it; tabIndex 0 also makes the region itself keyboard-scrollable, as
    // WCAG asks of scrollable regions, for anyone who reaches it another way.
    <div ref={panelRef} className={styles.panel} tabIndex={0} {...autocomplete.getPanelProps({})}>
      <PanelMessage query={query} panelState={panelState} hasResults={items.length > 0} onRetry={onRetry} />
      {collection && items.length > 0 && (
        // Each option is the result's link itself (`<a role="option">`), not an option holding a link:
        // no interactive element inside another, and a real link still gives middle-click, the context
        // menu and the URL preview. Focus stays in the combobox (aria-activedescendant), so the links
        // are never tabbed to.
        <div className={styles.list} {...autocomplete.getListProps({source: collection.source})}>
          {items.map((item) => {
            const {onClick: onItemClick, ...itemProps} = autocomplete.getItemProps({
              item,
              source: collection.source,
            });
            return (
              <a
                key={item.ref}
                href={item.url}
                tabIndex={-1}
                className={clsx(styles.item, styles.link)}
                {...itemProps}
                onClick={(event) => {
                  if (isPlainClick(event)) {
                    event.preventDefault();
                    onOpenResult(item.url, item.terms);
                  }
                  onItemClick(event);
                }}>
                <span className={styles.title}>{item.title}</span>
                {item.parentTitle !== '' && <span className={styles.page}>{item.parentTitle}</span>}
                <Snippet className={styles.snippet} segments={item.snippet} />
              </a>
            );
          })}
        </div>
      )}
    </div>
  );
}
