/**
 * Which Idempotency-Key a write went out with, and what the next send does with it: an answered write
 * makes way for a new key, while a write without an answer keeps its key so that sending again is a
 * safe retry (see valuesWithFreshKeys). Nothing for a request sent without a key.
 */
import React, {type ReactNode} from 'react';
import {sentIdempotencyKey, type ConsoleRequest} from '../../../console/build-request';
import styles from './styles.module.css';

export interface Props {
  request: ConsoleRequest;
  /** Whether the API answered (any status): no answer keeps the key for a retry. */
  answered: boolean;
}

export default function IdempotencyNote({request, answered}: Props): ReactNode {
  const key = sentIdempotencyKey(request);
  if (key === undefined) {
    return null;
  }
  return (
    <p className={styles.sent} data-console-sent-key={key}>
      Sent with Idempotency-Key <code>{key}</code>.{' '}
      {answered ? 'The next send uses a new key.' : 'The key is kept, so sending again safely retries the same write.'}
    </p>
  );
}
