/**
 * The responses of an operation. Its own responses are collapsible blocks (successful ones start
 * open); shared responses (the errors, mostly) are one line each that links to their single full
 * description in the page's "Shared responses" section.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {sharedHeaderAnchor, sharedResponseAnchor} from '../../../view-model/anchors';
import {schemaTypeLabel} from '../../../view-model/schema-label';
import {firstBlockText} from '../../../view-model/rich-text';
import type {ResponseBody, ResponseView} from '../../../view-model/types';
import {useApiTables} from '@theme/ApiReference/context';
import MediaContent from '@theme/ApiReference/MediaContent';
import RichText from '@theme/ApiReference/RichText';
import StatusText from '@theme/ApiReference/StatusText';
import {linksBody} from '../../../view-model/objects';
import {statusKind} from '../../../view-model/status-kind';
import styles from './styles.module.css';

function Status({status}: {status: string}): ReactNode {
  return <StatusText status={status} className={styles.status} />;
}

/**
 * Headers and bodies of a response; also used by the shared responses section. An operation's own
 * responses leave their examples to the "Response sample" beside them (`showExamples` false).
 */
export function ResponseDetails({
  body,
  showExamples = true,
  linkObject = false,
}: {
  body: ResponseBody;
  showExamples?: boolean;
  /** Link a body that is a named object instead of opening it (see view-model/objects). */
  linkObject?: boolean;
}): ReactNode {
  const {schemas, sharedHeaders} = useApiTables();
  return (
    <>
      {body.headers !== undefined && (
        <ul className={styles.headers}>
          {body.headers.map((header) => (
            <li key={header.name}>
              Header{' '}
              {sharedHeaders?.has(header.name) === true ? (
                <Link to={`#${sharedHeaderAnchor(header.name)}`}>
                  <code>{header.name}</code>
                </Link>
              ) : (
                <code>{header.name}</code>
              )}
              {header.schema !== undefined && (
                <span className={styles.type}> {schemaTypeLabel(header.schema, schemas)}</span>
              )}
              {header.required === true && <strong> required</strong>}
              {sharedHeaders?.has(header.name) !== true && <RichText value={header.description} />}
            </li>
          ))}
        </ul>
      )}
      {body.content === undefined ? (
        <p className={styles.noBody}>No response body.</p>
      ) : (
        body.content.map((media) => (
          <MediaContent
            key={media.mediaType}
            media={media}
            showMediaType={true}
            showExamples={showExamples}
            linkObject={linkObject}
          />
        ))
      )}
    </>
  );
}

function OwnResponse({status, body}: {status: string; body: ResponseBody}): ReactNode {
  const simple = typeof body.description === 'string' || body.description === undefined;
  return (
    <details className={styles.response} open={statusKind(status) === 'success'}>
      <summary className={styles.summary}>
        <Status status={status} /> <span>{firstBlockText(body.description)}</span>
      </summary>
      <div className={styles.content}>
        {!simple && <RichText value={body.description} />}
        <ResponseDetails body={body} showExamples={false} linkObject={linksBody(status)} />
      </div>
    </details>
  );
}

function SharedResponse({status, name}: {status: string; name: string}): ReactNode {
  const {responses} = useApiTables();
  return (
    <li className={styles.shared}>
      <Status status={status} /> <span>{firstBlockText(responses[name]?.description)}</span>{' '}
      <Link to={`#${sharedResponseAnchor(name)}`} className={styles.sharedLink}>
        {name}
      </Link>
    </li>
  );
}

export default function Responses({responses}: {responses: ResponseView[]}): ReactNode {
  const own = responses.filter((response) => !('ref' in response));
  const shared = responses.filter((response): response is ResponseView & {ref: string} => 'ref' in response);
  return (
    <div className={styles.responses}>
      {own.map((response) => (
        <OwnResponse key={response.status} status={response.status} body={response as ResponseBody} />
      ))}
      {shared.length > 0 && (
        <ul className={styles.sharedList}>
          {shared.map((response) => (
            <SharedResponse key={response.status} status={response.status} name={response.ref} />
          ))}
        </ul>
      )}
    </div>
  );
}
