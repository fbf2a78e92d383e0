/**
 * Live refresh: after hydration, fetch the specification from the API host and, when it differs from
 * the copy the page was built from, re-render from it. The builder (Markdown, samples, examples) is
 * loaded only then, so an unchanged specification costs one request and a hash. On any failure the
 * page keeps the built copy and logs a warning: it never blanks.
 */
import {startTransition, useEffect, useState} from 'react';
import {compareLiveText} from '../../view-model/live-check';
import {pageShell, type ApiRouteData} from '../../view-model/page-shell';
import type {ApiPageContent} from '../../view-model/types';

/** `pending` until the live copy is checked; `same`, `updated` or `failed` after. */
export type LiveStatus = 'pending' | 'same' | 'updated' | 'failed';

export interface LiveSpec {
  data: ApiRouteData;
  /** The live copy's whole content, once it replaced the built copy; the built content loads on demand. */
  content?: ApiPageContent;
  status: LiveStatus;
}

async function fetchText(url: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, {signal, headers: {Accept: 'application/json'}, cache: 'no-cache'});
  if (!response.ok) {
    throw new Error(`HTTP ${response.status}`);
  }
  return response.text();
}

export function useLiveSpec(built: ApiRouteData, url: string | undefined): LiveSpec {
  const [state, setState] = useState<LiveSpec>({data: built, status: 'pending'});

  useEffect(() => {
    setState({data: built, status: 'pending'});
    if (url === undefined) {
      return undefined;
    }
    const controller = new AbortController();
    (async () => {
      try {
        const check = compareLiveText(built, await fetchText(url, controller.signal));
        if (check.same) {
          setState({data: built, status: 'same'});
          return;
        }
        const {document} = check;
        const {buildPageContent} = await import(
          /* webpackChunkName: "api-reference-builder" */ '../../view-model/build-page-data'
        );
        const live = buildPageContent(document as Record<string, unknown>, {
          specId: built.specId,
          fallbackTitle: built.title,
        });
        if (!controller.signal.aborted) {
          startTransition(() => setState({data: pageShell(live), content: live, status: 'updated'}));
        }
      } catch (error) {
        if (controller.signal.aborted) {
          return;
        }
        const reason = error instanceof Error ? error.message : String(error);
        console.warn(
          `API reference: kept the built copy of "${built.title}"; the live specification at ${url} could not be used (${reason}).`,
        );
        setState({data: built, status: 'failed'});
      }
    })();
    return () => controller.abort();
  }, [built, url]);

  return state;
}
