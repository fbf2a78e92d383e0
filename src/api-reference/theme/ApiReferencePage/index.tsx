/**
 * The route component of every API reference page (`/api/`, `/api/v2/`...). The plugin gives it the
 * page's view model as `data`; every operation is rendered on the server, then refreshed from the
 * live specification in the browser when that differs. Override this to change the page layout.
 */
import React, {useMemo, useRef, type CSSProperties, type ReactNode} from 'react';
import {codeColourVariables} from '../../../css/code-colours';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {apiSpecs, specUrl} from '../../spec/registry';
import {linkedObjects} from '../../view-model/objects';
import {sharedHeaders} from '../../view-model/shared-headers';
import type {ApiPageContent, ApiPageData} from '../../view-model/types';
import ConsoleSlots from '@theme/ApiReference/ConsoleSlots';
import {ApiTablesContext} from '@theme/ApiReference/context';
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
  data: ApiPageData;
}

function operationCount(content: ApiPageContent): number {
  return content.tags.reduce((total, tag) => total + tag.operations.length, 0);
}

function Overview({content, liveUrl}: {content: ApiPageContent; liveUrl: string | undefined}): ReactNode {
  const count = operationCount(content);
  return (
    <>
      <p className={styles.meta}>
        {content.version !== '' && (
          <>
            Version <code>{content.version}</code> ·{' '}
          </>
        )}
        {count} {count === 1 ? 'operation' : 'operations'}
        {content.webhooks !== undefined && (
          <>
            {' '}
            · {content.webhooks.events.length} webhook {content.webhooks.events.length === 1 ? 'event' : 'events'}
          </>
        )}
        {liveUrl !== undefined && (
          <>
            {' '}
            · <a href={liveUrl}>OpenAPI specification (JSON)</a>
          </>
        )}
      </p>
      {content.servers.length > 0 && (
        <ul className={styles.servers} aria-label="Base URLs">
          {content.servers.map((server) => (
            <li key={server.url}>
              Base URL <code>{server.url}</code>
              {server.description !== undefined && <> ({server.description})</>}
            </li>
          ))}
        </ul>
      )}
      <RichText value={content.description} className={styles.description} />
    </>
  );
}

export default function ApiReferencePage({data}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const entry = apiSpecs.find((spec) => spec.id === data.specId);
  const apiHost = typeof siteConfig.customFields?.apiHost === 'string' ? siteConfig.customFields.apiHost : '';
  const liveUrl = entry === undefined ? undefined : specUrl(apiHost, entry, siteConfig.baseUrl);
  const {data: current, status} = useLiveSpec(data, liveUrl);
  const objects = useMemo(() => (current.status === 'ok' ? linkedObjects(current) : []), [current]);
  const headers = useMemo(() => (current.status === 'ok' ? sharedHeaders(current) : []), [current]);
  const tables = useMemo(
    () =>
      current.status === 'ok'
        ? {
            schemas: current.schemas,
            responses: current.responses,
            sharedHeaders: new Set(headers.map((header) => header.name)),
          }
        : {schemas: {}, responses: {}},
    [current, headers],
  );
  const operationsRef = useRef<HTMLDivElement>(null);
  useStaticInteractions(operationsRef, current);
  useArrival(operationsRef, current);
  const description =
    current.status === 'ok'
      ? `${siteConfig.title}: reference of the ${current.title} (${operationCount(current)} operations), with request and response schemas and samples in curl, Python and TypeScript.`
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
          <Nav
            specId={current.specId}
            tags={current.status === 'ok' ? current.tags : []}
            {...(current.status === 'ok' && current.webhooks !== undefined ? {webhooks: current.webhooks} : {})}
            hasObjects={objects.length > 0}
            hasSharedHeaders={headers.length > 0}
            hasSharedResponses={current.status === 'ok' && Object.keys(current.responses).length > 0}
          />
        </aside>
        <main className={styles.main}>
          <header className={styles.header}>
            <Heading as="h1">{current.title}</Heading>
            {current.status === 'ok' ? (
              <Overview content={current} liveUrl={liveUrl} />
            ) : (
              <SpecFailure reason={current.reason} />
            )}
          </header>
          {current.status === 'ok' && (
            <div ref={operationsRef}>
              <ApiTablesContext.Provider value={tables}>
                {/* A live copy re-mounts the operations, which then render in the browser. */}
                <StaticHtml key={current.fingerprint} id="api-operations">
                  {current.tags.map((tag) => (
                    <TagSection key={tag.anchor} tag={tag} />
                  ))}
                  {current.webhooks !== undefined && <WebhookEvents group={current.webhooks} />}
                  <Objects names={objects} />
                  <ResponseHeaders headers={headers} />
                  <SharedResponses responses={current.responses} />
                </StaticHtml>
                <ConsoleSlots root={operationsRef} content={current} />
              </ApiTablesContext.Provider>
            </div>
          )}
        </main>
      </div>
    </Layout>
  );
}
