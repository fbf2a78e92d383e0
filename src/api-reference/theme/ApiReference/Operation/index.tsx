/**
 * One operation: heading (its anchor is the operationId), method and path, description, parameters,
 * request body and responses; the request samples sit beside them on wide screens, with the "Try it"
 * button and the slot of the request console.
 */
import React, {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {OperationView} from '../../../view-model/types';
import CodeSamples from '@theme/ApiReference/CodeSamples';
import CopyMarkdown from '@theme/ApiReference/CopyMarkdown';
import {operationSignature} from '../../../../markdown-export/signatures';
import {ConsoleSlot, ConsoleToggle} from '@theme/ApiReference/ConsoleToggle';
import MethodBadge from '@theme/ApiReference/MethodBadge';
import ParametersTable from '@theme/ApiReference/ParametersTable';
import RequestBody from '@theme/ApiReference/RequestBody';
import Responses from '@theme/ApiReference/Responses';
import ResponseSamples from '@theme/ApiReference/ResponseSamples';
import RichText from '@theme/ApiReference/RichText';
import {useUsedIn} from '@theme/ApiReference/context';
import {deferredLayoutProps} from '@theme/ApiReference/deferred-layout';
import styles from './styles.module.css';

/** The guides that show the operation with a request sample, as links. */
function UsedIn({anchor}: {anchor: string}): ReactNode {
  const guides = useUsedIn(anchor);
  if (guides.length === 0) {
    return null;
  }
  return (
    <p className={styles.usedIn}>
      Used in:{' '}
      {guides.map((guide, index) => (
        <Fragment key={guide.path}>
          {index > 0 && ', '}
          <Link to={guide.path}>{guide.title}</Link>
        </Fragment>
      ))}
    </p>
  );
}

export default function Operation({operation}: {operation: OperationView}): ReactNode {
  return (
    <section className={styles.operation} aria-labelledby={operation.anchor} {...deferredLayoutProps}>
      <Heading as="h3" id={operation.anchor} className={styles.title}>
        {operation.summary}
      </Heading>
      <p className={styles.endpoint}>
        <MethodBadge method={operation.method} />
        <code className={styles.path}>{operation.path}</code>
        {operation.deprecated === true && <span className={styles.deprecated}>Deprecated</span>}
        <CopyMarkdown signature={operationSignature(operation.method, operation.path)} label={operation.summary} />
      </p>
      <div className={styles.columns}>
        <div className={styles.details}>
          <RichText value={operation.description} className={styles.description} />
          <p className={styles.auth}>
            {operation.security.length === 0 ? (
              'No authentication required.'
            ) : (
              <>Authentication: {operation.security.join(' or ')}.</>
            )}
          </p>
          <UsedIn anchor={operation.anchor} />
          {operation.parameters.length > 0 && (
            <>
              <h4 className={styles.sectionTitle}>Parameters</h4>
              <ParametersTable parameters={operation.parameters} caption={`Parameters of ${operation.summary}`} />
            </>
          )}
          {operation.requestBody !== undefined && (
            <>
              <h4 className={styles.sectionTitle}>Request body</h4>
              <RequestBody body={operation.requestBody} />
            </>
          )}
          <h4 className={styles.sectionTitle}>Responses</h4>
          <Responses responses={operation.responses} />
        </div>
        <div className={styles.samples}>
          <div className={styles.samplesHeader}>
            <h4 className={styles.sectionTitle}>Request sample</h4>
            <ConsoleToggle anchor={operation.anchor} summary={operation.summary} />
          </div>
          <CodeSamples samples={operation.codeSamples} operationAnchor={operation.anchor} />
          <ConsoleSlot anchor={operation.anchor} />
          <ResponseSamples
            responses={operation.responses}
            operationAnchor={operation.anchor}
            titleClassName={styles.sectionTitle}
          />
        </div>
      </div>
    </section>
  );
}
