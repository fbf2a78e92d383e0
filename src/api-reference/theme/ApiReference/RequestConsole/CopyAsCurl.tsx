/**
 * "Copy as curl" for the request the console just sent: the exact method, URL, headers and body, with
 * the token left to an environment variable. The outcome is said in a polite live region; when the
 * clipboard cannot be used (a page without HTTPS, a denied permission) the command is shown to copy
 * by hand instead.
 */
import React, {useState, type ReactNode} from 'react';
import type {ConsoleRequest} from '../../../console/build-request';
import {curlCommand, curlReadsToken} from '../../../console/curl-command';
import {tokenVariable} from '../../../view-model/sample-conventions';
import styles from './styles.module.css';

export interface Props {
  /** Prefix of the console's element ids. */
  id: string;
  request: ConsoleRequest;
}

type CopyResult = {state: 'copied'} | {state: 'failed'; message: string};

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export default function CopyAsCurl({id, request}: Props): ReactNode {
  // Tied to the request it is about: a new send starts without a stale "Copied".
  const [copy, setCopy] = useState<{request: ConsoleRequest; result: CopyResult} | undefined>(undefined);
  const result = copy?.request === request ? copy.result : undefined;
  const command = curlCommand(request);
  const hintId = `${id}-curl-hint`;
  const readsToken = curlReadsToken(request);

  const onCopy = async () => {
    // Absent outside a secure context (a docs site served over plain HTTP from another host).
    const clipboard = typeof navigator === 'undefined' ? undefined : (navigator.clipboard as Clipboard | undefined);
    if (clipboard === undefined || typeof clipboard.writeText !== 'function') {
      setCopy({
        request,
        result: {
          state: 'failed',
          message: 'This browser does not let the page use the clipboard here. Copy the command below by hand.',
        },
      });
      return;
    }
    try {
      await clipboard.writeText(command);
      setCopy({request, result: {state: 'copied'}});
    } catch (error) {
      setCopy({
        request,
        result: {
          state: 'failed',
          message: `Could not copy to the clipboard (${reasonOf(error)}). Copy the command below by hand.`,
        },
      });
    }
  };

  return (
    <div className={styles.copy}>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--secondary button--sm"
          aria-describedby={readsToken ? hintId : undefined}
          onClick={() => void onCopy()}>
          Copy as curl
        </button>
        <span aria-live="polite" className={styles.hint} data-console-copy={result?.state}>
          {result === undefined ? '' : result.state === 'copied' ? 'Copied' : result.message}
        </span>
      </div>
      {readsToken && (
        <p id={hintId} className={styles.hint}>
          The command does not contain your token: it reads it from <code>${tokenVariable}</code>.
        </p>
      )}
      {result?.state === 'failed' && (
        <pre className={styles.bodyText} tabIndex={0} aria-label="curl command">
          {command}
        </pre>
      )}
    </div>
  );
}
