/**
 * A response in the console: where it came from, its size, the headers the browser lets the page
 * read, and the body (pretty-printed JSON or plain text, cut beyond a limit), always as text.
 */
import React, {type ReactNode} from 'react';
import type {ConsoleRequest} from '../../../console/build-request';
import {formatBytes, formatResponseBody, sortedHeaders} from '../../../console/response-format';
import type {ConsoleResponse} from '../../../console/send-request';
import styles from './styles.module.css';

export interface Props {
  /** Prefix of the console's element ids. */
  id: string;
  request: ConsoleRequest;
  response: ConsoleResponse;
}

export default function ResponseView({id, request, response}: Props): ReactNode {
  const body = formatResponseBody(response.text, response.contentType);
  const headers = sortedHeaders(response.headers);
  return (
    <div className={styles.response} data-console-response={response.status}>
      <p className={styles.sent}>
        {request.method} <code>{response.url}</code> · {formatBytes(response.bytes)}
      </p>
      <h5 id={`${id}-headers`} className={styles.subTitle}>
        Response headers
      </h5>
      {headers.length > 0 ? (
        <table className={styles.headers} aria-labelledby={`${id}-headers`}>
          <tbody>
            {headers.map(([name, value]) => (
              <tr key={name}>
                <th scope="row">
                  <code>{name}</code>
                </th>
                <td>
                  <code>{value}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.hint}>None that this page may read.</p>
      )}
      <p className={styles.hint}>
        The browser shows only the headers the API exposes to this site (CORS, Access-Control-Expose-Headers).
      </p>
      <h5 id={`${id}-body-title`} className={styles.subTitle}>
        Response body
      </h5>
      {body.kind === 'empty' && <p className={styles.hint}>No body.</p>}
      {body.kind === 'binary' && (
        <p className={styles.hint}>
          A {response.contentType ?? 'binary'} body of {formatBytes(response.bytes)}, not shown.
        </p>
      )}
      {(body.kind === 'json' || body.kind === 'text') && (
        <>
          {body.invalidJson === true && (
            <p className={styles.hint}>The type says JSON, but the body does not parse: shown as received.</p>
          )}
          <pre className={styles.bodyText} tabIndex={0} aria-labelledby={`${id}-body-title`}>
            {body.text}
          </pre>
          {body.truncated && (
            <p className={styles.hint}>
              Showing the first {body.text.length.toLocaleString('en')} of {body.totalChars.toLocaleString('en')}{' '}
              characters.
            </p>
          )}
        </>
      )}
    </div>
  );
}
