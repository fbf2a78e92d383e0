/**
 * The navbar search box: a local full-text search over the split index (`/search-manifest.json` and the
 * parts each query needs). The classic theme's `SearchBar` is
 * an empty placeholder, so this is a new component in the navbar's `search` slot, not a swizzle.
 * `@algolia/autocomplete-core` supplies the keyboard navigator and the combobox wiring; this file renders
 * them as an ARIA 1.2 combobox.
 *
 * What the panel shows for a query (results, loading, the failure) is computed at every render from the
 * query and the index parts present and failed (`searchStateOf`), and the box renders again whenever a
 * part arrives or fails: it never waits on a fetch's promise, so no order in which fetches, keystrokes
 * and renders settle can leave it showing a state that has passed. autocomplete-core's own request
 * lifecycle only carries the ranked list, which its `getItems` reads synchronously from what is loaded.
 *
 * autocomplete-core (10 KB gzip) and the results panel (`SearchPanel`) are imported when the reader
 * points at or focuses the box, like the index, not with every page: until then the box is a plain
 * input with the same markup, and what was typed in it carries over (see `useAutocomplete`).
 */
import type {AutocompleteOptions, AutocompleteState} from '@algolia/autocomplete-core';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import clsx from 'clsx';
import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type BaseSyntheticEvent,
  type FocusEvent,
  type ReactNode,
} from 'react';
import {maxQueryLength, stallThresholdMs} from '../../engine/constants';
import {fetchesAtOnce, typingPauseMs} from '../../engine/fetch-policy';
import {searchTermsState} from '../../engine/navigation-state';
import {manifestFileName} from '../../engine/split-format';
import {
  loadedSearchEngine,
  preloadSearchEngine,
  prepareSearch,
  retrySearchEngine,
  searchIndexVersion,
  searchStateOf,
  subscribeToSearchIndex,
} from './searchIndex';
import type {PanelState, SearchItem} from './types';
import {useAutocomplete} from './useAutocomplete';
import {useSearchShortcut} from './useSearchShortcut';
import styles from './styles.module.css';

type Options = AutocompleteOptions<SearchItem>;

const autocompleteId = 'site-search';
const sourceId = 'docs';

function SearchIcon(): ReactNode {
  return (
    <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 113.733 3.733a7.533 7.533 0 0110.653 10.653z"
        stroke="currentColor"
        fill="none"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default function SearchBar(): ReactNode {
  const history = useHistory();
  const indexUrl = useBaseUrl(`/${manifestFileName}`);
  const rootRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<AutocompleteState<SearchItem>>(() => ({
    activeItemId: null,
    query: '',
    completion: null,
    collections: [],
    isOpen: false,
    status: 'idle',
    context: {},
  }));

  // Kept in refs so the autocomplete instance, created once, always sees the current route and history.
  const historyRef = useRef(history);
  historyRef.current = history;

  const closePanel = () => autocomplete?.setIsOpen(false);

  const openResult = (url: string, terms: readonly string[]) => {
    closePanel();
    inputRef.current?.blur();
    historyRef.current.push(url, searchTermsState(terms));
  };
  const openResultRef = useRef(openResult);
  openResultRef.current = openResult;
  // The last query autocomplete-core's list was ranked for (rather than kept while its parts load).
  const rankedQueryRef = useRef<string | undefined>(undefined);

  // Built once, on first intent; the callbacks read the current route and history through refs.
  const autocompleteOptions = (): Options => ({
    id: autocompleteId,
    openOnFocus: true,
    stallThreshold: stallThresholdMs,
    defaultActiveItemId: 0,
    insights: false,
    // The panel also opens on focus with an empty query, to show what the box does.
    shouldPanelOpen: () => true,
    onStateChange({state: next}) {
      setState(next);
    },
    onSubmit({state: submitted}) {
      // Enter with no active result, or the Search button: open the best result if there is one.
      const first = submitted.collections[0]?.items[0];
      if (first !== undefined) {
        openResultRef.current(first.url, first.terms);
      }
    },
    navigator: {
      navigate({itemUrl, item}) {
        openResultRef.current(itemUrl, item.terms);
      },
      navigateNewTab({itemUrl}) {
        window.open(itemUrl, '_blank', 'noopener')?.focus();
      },
      navigateNewWindow({itemUrl}) {
        // `popup` asks for a separate window rather than a tab.
        window.open(itemUrl, '_blank', 'noopener,popup');
      },
    },
    getSources({query, state: current}) {
      if (!current.isOpen && searchStateOf(query) === 'failed') {
        // A new opening after the reader saw the failure: fetch what failed again.
        retrySearchEngine(indexUrl).catch(() => undefined);
      }
      if (query.trim() === '') {
        return [];
      }
      return [
        {
          sourceId,
          getItemUrl: ({item}) => item.url,
          getItemInputValue: ({state: itemState}) => itemState.query,
          getItems({state: itemsState}) {
            // Never waits for a fetch: the box fetches what the query needs and refreshes when it is all here.
            const engine = loadedSearchEngine();
            if (engine?.isPrepared(query) === true) {
              // Ranks only once every part the query needs is here: never a list from part of the index.
              rankedQueryRef.current = query;
              return engine.search(query).map((result) => ({...result, snippet: engine.snippet(result)}));
            }
            // Until then the list shown stays (ranked from all its own query needed); a failure shows none.
            return searchStateOf(query) === 'failed' ? [] : (itemsState.collections[0]?.items ?? []);
          },
        },
      ];
    },
  });
  const {
    autocomplete,
    SearchPanel,
    load: loadAutocomplete,
    forwardInput,
  } = useAutocomplete(autocompleteOptions, inputRef);
  // What the reader types before autocomplete-core has loaded; it becomes the query when it has.
  const [draft, setDraft] = useState('');

  useSearchShortcut(inputRef);

  // Closing on a click or touch outside the box, as autocomplete-core expects its host to wire it.
  useEffect(() => {
    const inputElement = inputRef.current;
    const formElement = formRef.current;
    const panelElement = panelRef.current;
    if (!autocomplete || !inputElement || !formElement) {
      return undefined;
    }
    const {onTouchStart, onMouseDown, onTouchMove} = autocomplete.getEnvironmentProps({
      inputElement,
      formElement,
      panelElement: panelElement ?? formElement,
    });
    window.addEventListener('touchstart', onTouchStart);
    window.addEventListener('mousedown', onMouseDown);
    window.addEventListener('touchmove', onTouchMove);
    return () => {
      window.removeEventListener('touchstart', onTouchStart);
      window.removeEventListener('mousedown', onMouseDown);
      window.removeEventListener('touchmove', onTouchMove);
    };
  }, [autocomplete, state.isOpen]);

  const warmUp = () => {
    preloadSearchEngine(indexUrl);
    loadAutocomplete();
  };

  const collection = state.collections[0];
  const query = state.query;
  const hasQuery = query.trim() !== '';

  // Read again at every arrival, failure or retry of the engine's code, the manifest or a part.
  const indexVersion = useSyncExternalStore(subscribeToSearchIndex, searchIndexVersion, () => 0);
  const queryState = hasQuery ? searchStateOf(query) : 'ready';
  const isLoading = queryState === 'loading';
  const isReady = hasQuery && queryState === 'ready';

  // Fetches what the query needs (fetches in flight are shared), again after each arrival: a part can
  // reveal another need (a rare word's halves, then the shown results' metadata). A word being typed
  // waits for a pause: its many prefix shards are mostly useless a keystroke later (fetch-policy.ts).
  useEffect(() => {
    if (!isLoading) {
      return undefined;
    }
    if (fetchesAtOnce(query)) {
      prepareSearch(indexUrl, query);
      return undefined;
    }
    const pause = window.setTimeout(() => prepareSearch(indexUrl, query), typingPauseMs);
    return () => window.clearTimeout(pause);
  }, [indexUrl, isLoading, query, indexVersion]);

  // All here, and the open list is not yet this query's: rank it into autocomplete-core's list (which
  // keyboard navigation and the options read). Not while the panel is closed: a refresh keeps the panel
  // as it was when called, and would close again a panel that the keystroke being answered opens.
  const isOpen = state.isOpen;
  useEffect(() => {
    if (isReady && isOpen && rankedQueryRef.current !== query) {
      autocomplete?.refresh().catch(() => undefined);
    }
  }, [autocomplete, isOpen, isReady, query]);

  // The loading message appears once a query has waited for its parts longer than the stall threshold,
  // counted from when they are asked for (after the typing pause, if the query waits for one).
  const [stalledQuery, setStalledQuery] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!isLoading) {
      return undefined;
    }
    const waited = stallThresholdMs + (fetchesAtOnce(query) ? 0 : typingPauseMs);
    const timer = window.setTimeout(() => setStalledQuery(query), waited);
    return () => window.clearTimeout(timer);
  }, [isLoading, query]);
  let panelState: PanelState = queryState;
  if (isLoading && stalledQuery === query) {
    panelState = 'stalled';
  }

  const inputProps = autocomplete
    ? autocomplete.getInputProps({inputElement: inputRef.current, maxLength: maxQueryLength})
    : {
        // The markup autocomplete-core gives, so the box looks and reads the same before it loads.
        id: `${autocompleteId}-input`,
        'aria-labelledby': `${autocompleteId}-label`,
        autoComplete: 'off',
        autoCorrect: 'off',
        autoCapitalize: 'off',
        enterKeyHint: 'search' as const,
        spellCheck: 'false' as const,
        maxLength: maxQueryLength,
        type: 'search',
        value: draft,
        onChange: (event: BaseSyntheticEvent) => {
          const {value} = event.currentTarget as HTMLInputElement;
          setDraft(value);
          forwardInput(value);
        },
        onFocus: () => undefined,
      };
  const {onFocus: onInputFocus, ...restInputProps} = inputProps;
  // autocomplete-core gives the form `action=""`, which HTML forbids (an action must be a non-empty URL);
  // submitting is prevented anyway, so the form goes without one.
  const {action: _emptyAction, ...formProps} = autocomplete
    ? autocomplete.getFormProps({inputElement: inputRef.current})
    : {action: '', noValidate: true, role: 'search', onSubmit: (event: FormEvent) => event.preventDefault()};
  const labelProps = autocomplete
    ? autocomplete.getLabelProps({})
    : {htmlFor: `${autocompleteId}-input`, id: `${autocompleteId}-label`};

  const onInputBlur = (event: FocusEvent<HTMLInputElement>) => {
    // Focus leaving the box for anywhere else (not a click inside the panel, which keeps focus) closes it.
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !rootRef.current?.contains(next)) {
      closePanel();
    }
  };

  return (
    <div
      ref={rootRef}
      className={styles.searchBox}
      data-status={hasQuery && panelState !== 'ready' && panelState !== 'failed' ? panelState : 'idle'}
      data-open={state.isOpen}
      onPointerEnter={warmUp}>
      <form ref={formRef} className={styles.form} {...formProps}>
        <label className="visually-hidden" {...labelProps}>
          Search the documentation
        </label>
        <button
          type="submit"
          className={styles.iconButton}
          title="Search"
          aria-label="Search"
          onClick={(event) => {
            if (!hasQuery) {
              // Nothing to search for yet: the button takes the reader to the input instead.
              event.preventDefault();
              inputRef.current?.focus();
            }
          }}>
          <SearchIcon />
        </button>
        <input
          ref={inputRef}
          className={styles.input}
          {...restInputProps}
          role="combobox"
          aria-expanded={state.isOpen}
          aria-haspopup="listbox"
          aria-autocomplete="list"
          placeholder="Search..."
          onFocus={(event) => {
            warmUp();
            onInputFocus(event);
          }}
          onBlur={onInputBlur}
        />
        {query !== '' && (
          <button type="reset" className={styles.textButton} title="Clear" aria-label="Clear">
            ×
          </button>
        )}
        {state.isOpen && (
          <button
            type="button"
            className={clsx(styles.textButton, styles.cancel)}
            title="Cancel"
            onClick={() => {
              closePanel();
              inputRef.current?.blur();
            }}>
            Cancel
          </button>
        )}
      </form>
      {autocomplete && SearchPanel && state.isOpen && (
        <SearchPanel
          autocomplete={autocomplete}
          panelRef={panelRef}
          collection={collection}
          query={query}
          panelState={panelState}
          onRetry={() => {
            // Fetches again only what failed; the parts already loaded stay.
            retrySearchEngine(indexUrl).catch(() => undefined);
          }}
          onOpenResult={openResult}
        />
      )}
    </div>
  );
}
