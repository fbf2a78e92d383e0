/**
 * Opens and closes the request consoles of a page. The operations stay server-rendered and are not
 * hydrated, so one delegated listener handles their "Try it" buttons; each open console is rendered
 * from here into its operation's slot with a portal, in the page's own React tree (contexts, colour
 * mode). The console's code is a chunk of its own, fetched on the first open: nothing of it is in
 * the page's initial JavaScript, and neither is the operations' view model it reads, loaded with it.
 */
import React, {lazy, Suspense, useEffect, useState, type ReactNode, type RefObject} from 'react';
import {createPortal} from 'react-dom';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {preloadBuiltContent, useBuiltContent} from '@meterstone/api-built-content';
import type {ApiPageShell} from '../../../view-model/page-shell';
import type {ApiPageContent} from '../../../view-model/types';
import {consoleToggleAttribute} from '@theme/ApiReference/ConsoleToggle';

const loadRequestConsole = () =>
  import(/* webpackChunkName: "api-request-console" */ '@theme/ApiReference/RequestConsole');
const RequestConsole = lazy(loadRequestConsole);

interface OpenConsole {
  anchor: string;
  slot: HTMLElement;
}

interface OpenState {
  /** The operations the slots belong to: a live refresh renders new ones, and the consoles close. */
  fingerprint: string;
  open: OpenConsole[];
}

const noneOpen: OpenConsole[] = [];

export interface Props {
  /** Element holding the operations (and their buttons). */
  root: RefObject<HTMLElement | null>;
  shell: ApiPageShell;
  /** Changes when the operations are rendered anew: their buttons are shown again. */
  version: string;
  /** The content of a live copy; without it, the built copy's content is loaded on the first open. */
  content?: ApiPageContent;
}

interface ConsoleProps {
  anchor: string;
  specId: string;
}

/** The console of one operation of `content`. */
function OperationConsole({anchor, specId, content}: ConsoleProps & {content: ApiPageContent}): ReactNode {
  const operation = content.tags.flatMap((tag) => tag.operations).find((candidate) => candidate.anchor === anchor);
  return operation === undefined ? null : (
    <RequestConsole operation={operation} specId={specId} servers={content.servers} schemas={content.schemas} />
  );
}

/** The console of one operation of the built copy, once its content has loaded. */
function BuiltOperationConsole({anchor, specId}: ConsoleProps): ReactNode {
  return <OperationConsole anchor={anchor} specId={specId} content={useBuiltContent(specId)} />;
}

export default function ConsoleSlots({root, shell, version, content}: Props): ReactNode {
  const {fingerprint, specId} = shell;
  const [state, setState] = useState<OpenState>({fingerprint, open: noneOpen});
  const open = state.fingerprint === fingerprint ? state.open : noneOpen;

  useEffect(() => {
    const element = root.current;
    if (element === null) {
      return undefined;
    }
    element.querySelectorAll<HTMLElement>(`[${consoleToggleAttribute}]`).forEach((button) => {
      button.hidden = false;
    });
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLElement>(`[${consoleToggleAttribute}]`);
      const anchor = button?.getAttribute(consoleToggleAttribute);
      const slot = document.getElementById(button?.getAttribute('aria-controls') ?? '');
      if (button == null || anchor == null || slot === null) {
        return;
      }
      const closing = button.getAttribute('aria-expanded') === 'true';
      if (closing) {
        // Focus must not stay inside the console that is about to go.
        button.focus();
      }
      setState((previous) => {
        const current = previous.fingerprint === fingerprint ? previous.open : noneOpen;
        return {
          fingerprint,
          open: closing ? current.filter((entry) => entry.anchor !== anchor) : [...current, {anchor, slot}],
        };
      });
    };
    // Intent to open (pointer over, or focus on, a "Try it" button) starts fetching both chunks, so
    // the click waits for less of them.
    const onIntent = (event: Event) => {
      if ((event.target as Element | null)?.closest(`[${consoleToggleAttribute}]`) == null) {
        return;
      }
      loadRequestConsole().catch(() => undefined);
      if (content === undefined) {
        preloadBuiltContent(specId);
      }
    };
    element.addEventListener('click', onClick);
    element.addEventListener('pointerover', onIntent);
    element.addEventListener('focusin', onIntent);
    return () => {
      element.removeEventListener('click', onClick);
      element.removeEventListener('pointerover', onIntent);
      element.removeEventListener('focusin', onIntent);
    };
  }, [root, fingerprint, version, specId, content]);

  useEffect(() => {
    root.current?.querySelectorAll<HTMLElement>(`[${consoleToggleAttribute}]`).forEach((button) => {
      const anchor = button.getAttribute(consoleToggleAttribute);
      button.setAttribute('aria-expanded', String(open.some((entry) => entry.anchor === anchor)));
    });
  }, [root, open]);

  return (
    <>
      {open.map(({anchor, slot}) =>
        createPortal(
          <ErrorBoundary
            // React.lazy keeps a failed import, so only a reload fetches the chunk again.
            fallback={({error}) => (
              <p role="alert">
                The request console could not be loaded ({error.message}). Reload the page to try again.
              </p>
            )}>
            <Suspense fallback={<p role="status">Loading the request console…</p>}>
              {content === undefined ? (
                <BuiltOperationConsole anchor={anchor} specId={specId} />
              ) : (
                <OperationConsole anchor={anchor} specId={specId} content={content} />
              )}
            </Suspense>
          </ErrorBoundary>,
          slot,
          anchor,
        ),
      )}
    </>
  );
}
