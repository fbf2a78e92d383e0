/**
 * The webhook events of a specification: one section per event with its payload, the headers of a
 * delivery, receiver code that verifies the signature and handles the event, and the answer that
 * acknowledges it. Laid out like an operation, whose stylesheet it shares so the two read alike.
 */
import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import CopyMarkdown from '@theme/ApiReference/CopyMarkdown';
import {eventSignature} from '../../../../markdown-export/signatures';
import type {WebhookGroupView, WebhookView} from '../../../view-model/types';
import CodeSamples from '@theme/ApiReference/CodeSamples';
import {deferredLayoutProps} from '@theme/ApiReference/deferred-layout';
import MethodBadge from '@theme/ApiReference/MethodBadge';
import ParametersTable from '@theme/ApiReference/ParametersTable';
import RequestBody from '@theme/ApiReference/RequestBody';
import Responses from '@theme/ApiReference/Responses';
import RichText from '@theme/ApiReference/RichText';
import operationStyles from '../Operation/styles.module.css';
import tagStyles from '../TagSection/styles.module.css';

function WebhookEvent({webhook}: {webhook: WebhookView}): ReactNode {
  return (
    <section className={operationStyles.operation} aria-labelledby={webhook.anchor} {...deferredLayoutProps}>
      <Heading as="h3" id={webhook.anchor} className={operationStyles.title}>
        {webhook.summary}
      </Heading>
      <p className={operationStyles.endpoint}>
        <MethodBadge method="event" />
        <code className={operationStyles.path}>{webhook.event}</code>
        {webhook.deprecated === true && <span className={operationStyles.deprecated}>Deprecated</span>}
        <CopyMarkdown signature={eventSignature(webhook.event)} label={webhook.summary} />
      </p>
      <div className={operationStyles.columns}>
        <div className={operationStyles.details}>
          <RichText value={webhook.description} className={operationStyles.description} />
          {webhook.headers.length > 0 && (
            <>
              <h4 className={operationStyles.sectionTitle}>Headers</h4>
              <ParametersTable parameters={webhook.headers} caption={`Headers of a ${webhook.event} delivery`} />
            </>
          )}
          {webhook.payload !== undefined && (
            <>
              <h4 className={operationStyles.sectionTitle}>Payload</h4>
              <RequestBody body={webhook.payload} />
            </>
          )}
          <h4 className={operationStyles.sectionTitle}>Your endpoint&apos;s answer</h4>
          <Responses responses={webhook.responses} />
        </div>
        <div className={operationStyles.samples}>
          <div className={operationStyles.samplesHeader}>
            <h4 className={operationStyles.sectionTitle}>Verify and handle a delivery</h4>
          </div>
          <CodeSamples
            samples={webhook.samples}
            operationAnchor={webhook.anchor}
            legend="Language of the receiver code"
          />
        </div>
      </div>
    </section>
  );
}

export default function WebhookEvents({group}: {group: WebhookGroupView}): ReactNode {
  return (
    <section className={tagStyles.tag} aria-labelledby={group.anchor}>
      <Heading as="h2" id={group.anchor} className={tagStyles.title}>
        {group.name}
      </Heading>
      <RichText value={group.description} className={tagStyles.description} />
      <p className={tagStyles.description}>
        Events sent to the webhook endpoints you register, each as an HTTPS <code>POST</code> with a JSON body. Each
        section shows the event&apos;s payload, the headers of a delivery, code that verifies the signature and handles
        the event, and the answer that acknowledges it.
      </p>
      {group.events.map((webhook) => (
        <WebhookEvent key={webhook.anchor} webhook={webhook} />
      ))}
    </section>
  );
}
