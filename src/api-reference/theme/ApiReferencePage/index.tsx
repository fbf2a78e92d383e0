/**
 * The route component of every API reference page (`/api/`, `/api/v2/`...). The plugin gives it the
 * page's view model as `data`; every operation is rendered on the server, then refreshed from the
 * live specification in the browser when that differs. Override this to change the page layout.
 */
import React, {
  Suspense,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import {codeColourVariables} from '../../../css/code-colours';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import {useLocation} from '@docusaurus/router';
import PageActions from '../../../components/PageActions';
import {markdownPathOf} from '../../../markdown-export/files';
import Layout from '@theme/Layout';
import {useBuiltContent} from '@meterstone/api-built-content';
import {apiSpecs, specUrl} from '../../spec/registry';
import {describedObjects} from '../../view-model/objects';
import type {ApiPageShell, ApiRouteData} from '../../view-model/page-shell';
import {sharedHeaders} from '../../view-model/shared-headers';
import type {ApiPageContent} from '../../view-model/types';
import ConsoleSlots from '@theme/ApiReference/ConsoleSlots';
import {ApiTablesContext, UsedInContext} from '@theme/ApiReference/context';
import Nav from '@theme/ApiReference/Nav';
import Objects from '@theme/ApiReference/Objects';
import ResponseHeaders from '@theme/ApiReference/ResponseHeaders';
import RichText from '@theme/ApiReference/RichText';
import SharedResponses from '@theme/ApiReference/SharedResponses';
import SpecFailure from '@theme/ApiReference/SpecFailure';
import StaticHtml from '@theme/ApiReference/StaticHtml';
import TagSection from '@theme/ApiReference/TagSection';
import WebhookEvents from '@theme/ApiReference/WebhookEvents';
import {useArrival} from '@theme/ApiReference/useArrival';
import {useLiveSpec} from '@theme/ApiReference/useLiveSpec';
import {useStaticInteractions} from '@theme/ApiReference/useStaticInteractions';
import styles from './styles.module.css';

export interface Props {
  data: ApiRouteData;
}

function Overview({shell, liveUrl}: {shell: ApiPageShell; liveUrl: string | undefined}): ReactNode {
  const count = shell.operationCount;
  const events = shell.webhookEventCount;
  return (
    <>
      <p className={styles.meta}>
        {shell.version !== '' && (
          <>
            Version <code>{shell.version}</code> ·{' '}
          </>
        )}
        {count} {count === 1 ? 'operation' : 'operations'}
        {events !== undefined && (
          <>
            {' '}
            · {events} webhook {events === 1 ? 'event' : 'events'}
          </>
        )}
        {liveUrl !== undefined && (
          <>
            {' '}
            · <a href={liveUrl}>OpenAPI specification (JSON)</a>
          </>
        )}
      </p>
      {shell.servers.length > 0 && (
        <ul className={styles.servers}>
          {shell.servers.map((server) => (
            <li key={server.url}>
              Base URL <code>{server.url}</code>
              {server.description !== undefined && <> ({server.description})</>}
            </li>
          ))}
        </ul>
      )}
      <RichText value={shell.description} className={styles.description} />
    </>
  );
}

/** The operations, events, objects and shared parts of a page, rendered from its content. */
function Operations({content}: {content: ApiPageContent}): ReactNode {
  const objects = useMemo(() => describedObjects(content), [content]);
  const headers = useMemo(() => sharedHeaders(content), [content]);
  const tables = useMemo(
    () => ({
      schemas: content.schemas,
      responses: content.responses,
      sharedHeaders: new Set(headers.map((header) => header.name)),
    }),
    [content, headers],
  );
  return (
    <ApiTablesContext.Provider value={tables}>
      {content.tags.map((tag) => (
        <TagSection key={tag.anchor} tag={tag} />
      ))}
      {content.webhooks !== undefined && <WebhookEvents group={content.webhooks} />}
      <Objects names={objects} changes={content.changes} />
      <ResponseHeaders headers={headers} />
      <SharedResponses responses={content.responses} />
    </ApiTablesContext.Provider>
  );
}

/**
 * The operations of the built copy, once its content has loaded (at once on the server, which reads
 * it synchronously). Tells the page when they are in the document, so arrival and the operations'
 * listeners run again over them.
 */
function BuiltOperations({specId, onRendered}: {specId: string; onRendered: () => void}): ReactNode {
  const content = useBuiltContent(specId);
  useLayoutEffect(onRendered, [onRendered, content]);
  return <Operations content={content} />;
}

/** Shown while a client-side navigation loads the operations. */
function LoadingOperations(): ReactNode {
  return (
    <p role="status" className={styles.loading}>
      Loading the operations…
    </p>
  );
}

const noGuides = {};

export default function ApiReferencePage({data}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const entry = apiSpecs.find((spec) => spec.id === data.specId);
  const apiHost = typeof siteConfig.customFields?.apiHost === 'string' ? siteConfig.customFields.apiHost : '';
  const liveUrl = entry === undefined ? undefined : specUrl(apiHost, entry, siteConfig.baseUrl);
  const {data: current, content: liveContent, status} = useLiveSpec(data, liveUrl);
  // The guides are the build's, also when a live copy re-renders the operations.
  const usedIn = (data.status === 'ok' ? data.usedIn : undefined) ?? noGuides;
  // Counts the renders of the operations in the browser (a client-side navigation loads them after
  // the page mounts): arrival and the listeners run again over what is new in the document.
  const [renders, setRenders] = useState(0);
  const onRendered = useCallback(() => setRenders((count) => count + 1), []);
  const version = `${current.fingerprint ?? ''}:${renders}`;
  const operationsRef = useRef<HTMLDivElement>(null);
  useStaticInteractions(operationsRef, version);
  useArrival(operationsRef, version);
  const description =
    current.status === 'ok'
      ? `${siteConfig.title}: reference of the ${current.title} (${current.operationCount} operations), with request and response schemas and samples in curl, Python and TypeScript.`
      : `${current.title} reference of ${siteConfig.title}.`;

  return (
    <Layout title={current.title} description={description}>
      <div
        className={styles.page}
        style={codeColourVariables as CSSProperties}
        data-api-spec={current.specId}
        data-spec-source={status === 'updated' ? 'live' : 'build'}
        data-live-status={status}>
        <aside className={styles.sidebar}>
          <Nav specId={current.specId} outline={current.status === 'ok' ? current.outline : []} version={version} />
        </aside>
        <main className={styles.main}>
          <header className={styles.header}>
            <div className={styles.titleRow}>
              <Heading as="h1">{current.title}</Heading>
              <PageActions markdownUrl={markdownPathOf(pathname)} />
            </div>
            {current.status === 'ok' ? (
              <Overview shell={current} liveUrl={liveUrl} />
            ) : (
              <SpecFailure reason={current.reason} />
            )}
          </header>
          {current.status === 'ok' && (
            <UsedInContext.Provider value={usedIn}>
              <div ref={operationsRef}>
                {/* A live copy re-mounts the operations, which then render in the browser. */}
                <StaticHtml key={current.fingerprint} id="api-operations">
                  {liveContent === undefined ? (
                    <ErrorBoundary
                      fallback={({error}) => (
                        <p role="alert" className={styles.loading}>
                          The operations could not be loaded ({error.message}). Reload the page to try again.
                        </p>
                      )}>
                      {ExecutionEnvironment.canUseDOM ? (
                        <Suspense fallback={<LoadingOperations />}>
                          <BuiltOperations specId={current.specId} onRendered={onRendered} />
                        </Suspense>
                      ) : (
                        // No boundary on the server, which reads the content synchronously: React streams a
                        // boundary's content over 12.8 KB after the page, for a script to move into place,
                        // and the static HTML would have no operations without JavaScript.
                        <BuiltOperations specId={current.specId} onRendered={onRendered} />
                      )}
                    </ErrorBoundary>
                  ) : (
                    <Operations content={liveContent} />
                  )}
                </StaticHtml>
                <ConsoleSlots root={operationsRef} shell={current} version={version} content={liveContent} />
              </div>
            </UsedInContext.Provider>
          )}
        </main>
      </div>
    </Layout>
  );
}
