/**
 * The request console of one operation: base URL, token, parameters and JSON body, pre-filled from the
 * specification's examples; Send (and Cancel), and the response with status, time, headers and body.
 * A chunk of its own, loaded when the reader first presses "Try it" (see ConsoleSlots). Override this
 * to change what the console offers; the pure work is in src/api-reference/console/.
 */
import React, {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {defaultBaseUrl, resolveServerUrl} from '../../../console/base-url';
import {buildRequest, type ConsoleRequest} from '../../../console/build-request';
import {describeFailure} from '../../../console/failure';
import {newUuid, parameterFields, valuesWithFreshKeys, type ParameterField} from '../../../console/parameter-fields';
import {watchPolicyViolations} from '../../../console/policy-violations';
import {initialBody} from '../../../console/request-body';
import {formatDuration, statusLine} from '../../../console/response-format';
import StatusText from '@theme/ApiReference/StatusText';
import {requestTimeoutMs, sendRequest, type SendOutcome} from '../../../console/send-request';
import type {SchemaTable} from '../../../view-model/schema-label';
import type {OperationView, ServerView} from '../../../view-model/types';
import CopyAsCurl from './CopyAsCurl';
import IdempotencyNote from './IdempotencyNote';
import ResponseView from './ResponseView';
import {consoleStore, useConsoleState} from './store';
import styles from './styles.module.css';

export interface Props {
  operation: OperationView;
  /** Id of the specification: the base URL is shared by the consoles of the same specification. */
  specId: string;
  servers: ServerView[];
  schemas: SchemaTable;
}

type Result =
  | {state: 'idle'}
  | {state: 'invalid'; problems: string[]}
  | {state: 'sending'; request: ConsoleRequest}
  | {state: 'done'; request: ConsoleRequest; outcome: SendOutcome};

const customServer = 'custom';

/** The one line the live region announces for a result; the status is coloured, and says it in words. */
function Announcement({result}: {result: Result}): ReactNode {
  switch (result.state) {
    case 'idle':
      return null;
    case 'invalid':
      return (
        <StatusText as="strong" kind="error">
          Not sent: {result.problems.length === 1 ? 'one problem' : `${result.problems.length} problems`} to fix.
        </StatusText>
      );
    case 'sending':
      return 'Sending the request…';
    case 'done': {
      if (!result.outcome.ok) {
        return (
          <StatusText as="strong" kind="error">
            {describeFailure(result.outcome.failure).title}
          </StatusText>
        );
      }
      const {status, statusText, durationMs} = result.outcome.response;
      return (
        <>
          Response{' '}
          <StatusText as="strong" status={status}>
            {statusLine(status, statusText)}
          </StatusText>{' '}
          in {formatDuration(durationMs)}.
        </>
      );
    }
  }
}

/** How a server is named in the choice: its environment marker when it has one, else its description. */
function serverName(server: ServerView): string | undefined {
  return server.environment === undefined
    ? server.description
    : `${server.environment.charAt(0).toUpperCase()}${server.environment.slice(1)}`;
}

function locationHint(field: ParameterField): string {
  const where = field.in === 'path' ? 'path' : field.in === 'query' ? 'query' : 'header';
  return `${where} · ${field.type}${field.array ? ' · comma-separated' : ''}`;
}

function ParameterInput({
  field,
  id,
  value,
  onChange,
  onNewKey,
}: {
  field: ParameterField;
  id: string;
  value: string;
  onChange: (value: string) => void;
  onNewKey: () => void;
}): ReactNode {
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <code>{field.name}</code>
        {field.required && <span className={styles.required}> (required)</span>}
      </label>
      <span id={hintId} className={styles.hint}>
        {locationHint(field)}
      </span>
      <div className={styles.inputRow}>
        {field.options === undefined ? (
          <input
            id={id}
            className={styles.input}
            type="text"
            value={value}
            placeholder={field.placeholder === undefined ? undefined : `e.g. ${field.placeholder}`}
            required={field.required}
            aria-describedby={hintId}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <select
            id={id}
            className={styles.input}
            value={value}
            required={field.required}
            aria-describedby={hintId}
            onChange={(event) => onChange(event.target.value)}>
            {field.options.map((option) => (
              <option key={option} value={option}>
                {option === '' ? (field.required ? 'Choose a value' : 'Not set') : option}
              </option>
            ))}
          </select>
        )}
        {field.idempotencyKey && (
          <button type="button" className="button button--secondary button--sm" onClick={onNewKey}>
            New key
          </button>
        )}
      </div>
    </div>
  );
}

export default function RequestConsole({operation, specId, servers, schemas}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const override =
    typeof siteConfig.customFields?.apiConsoleUrl === 'string' ? siteConfig.customFields.apiConsoleUrl : '';
  const shared = useConsoleState();
  const origin = window.location.origin;
  const serverUrls = servers.map((server) => resolveServerUrl(server.url, origin));
  const baseUrl = shared.baseUrls[specId] ?? defaultBaseUrl(servers, override, origin);
  const [customChosen, setCustomChosen] = useState(false);
  const serverChoice = !customChosen && serverUrls.includes(baseUrl) ? baseUrl : customServer;
  const chosenServer = servers[serverUrls.indexOf(serverChoice)];

  // Before the first paint, so a remembered base URL does not flash the default first.
  useLayoutEffect(() => consoleStore.restoreBaseUrl(specId), [specId]);

  const [{fields, unsupported}] = useState(() =>
    parameterFields(operation.parameters, schemas, () => newUuid(window.crypto)),
  );
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.key, field.initial])),
  );
  const [bodyDraft] = useState(() => initialBody(operation.requestBody));
  const [bodyText, setBodyText] = useState(bodyDraft?.text ?? '');
  const [result, setResult] = useState<Result>({state: 'idle'});
  const inFlight = useRef<AbortController | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);

  const id = `${operation.anchor}-try`;
  const needsAuth = operation.security.length > 0;
  const bearer = operation.security.some((label) => /bearer|oauth/i.test(label));

  useEffect(() => {
    rootRef.current?.focus();
    // A console closed (or a page left) mid-request stops its request.
    return () => inFlight.current?.abort();
  }, []);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current !== null) {
      return;
    }
    const built = buildRequest({
      method: operation.method,
      path: operation.path,
      baseUrl,
      pageProtocol: window.location.protocol,
      fields,
      values,
      ...(bearer ? {token: shared.token} : {}),
      ...(bodyDraft === undefined ? {} : {body: {...bodyDraft, text: bodyText}}),
    });
    if (!built.ok) {
      setResult({state: 'invalid', problems: built.problems});
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setResult({state: 'sending', request: built.request});
    const policy = watchPolicyViolations(document);
    const outcome = await sendRequest(built.request, {
      fetch: (input, init) => window.fetch(input, init),
      signal: controller.signal,
      pageOrigin: origin,
      blockedByPolicy: (url) => policy.blocked(url),
    }).finally(() => policy.stop());
    inFlight.current = null;
    if (outcome.ok) {
      // Answered: the next send is a new write with a key of its own. Without an answer the key stays,
      // so sending again retries the same write safely.
      setValues((previous) => valuesWithFreshKeys(previous, fields, () => newUuid(window.crypto)));
    }
    setResult({state: 'done', request: built.request, outcome});
  };

  const onBodyKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  const sending = result.state === 'sending';
  const bodyLines = bodyText.split('\n').length;

  return (
    <section ref={rootRef} className={styles.console} tabIndex={-1} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className={styles.title}>
        Try <span className={styles.method}>{operation.method.toUpperCase()}</span>{' '}
        <code className={styles.path}>{operation.path}</code>
      </h4>
      <form className={styles.form} noValidate onSubmit={send}>
        {servers.length > 1 && (
          <div className={styles.field}>
            <label htmlFor={`${id}-server`} className={styles.label}>
              Server
            </label>
            <span id={`${id}-server-hint`} className={styles.hint}>
              {chosenServer?.description === undefined ? '' : `${chosenServer.description}. `}
              Remembered for this browser session and shared by every console of this reference.
            </span>
            <select
              id={`${id}-server`}
              className={styles.input}
              value={serverChoice}
              aria-describedby={`${id}-server-hint`}
              onChange={(event) => {
                const chosen = event.target.value;
                setCustomChosen(chosen === customServer);
                if (chosen !== customServer) {
                  consoleStore.setBaseUrl(specId, chosen);
                }
              }}>
              {servers.map((server, index) => (
                <option key={server.url} value={serverUrls[index]}>
                  {serverName(server) === undefined ? serverUrls[index] : `${serverName(server)}: ${serverUrls[index]}`}
                </option>
              ))}
              <option value={customServer}>Custom URL</option>
            </select>
          </div>
        )}
        {(servers.length <= 1 || serverChoice === customServer) && (
          <div className={styles.field}>
            <label htmlFor={`${id}-base`} className={styles.label}>
              Base URL
            </label>
            <span id={`${id}-base-hint`} className={styles.hint}>
              {servers.length > 1
                ? ''
                : 'Remembered for this browser session and shared by every console of this reference. '}
              The API must allow this site ({origin}) through CORS.
            </span>
            <input
              id={`${id}-base`}
              className={styles.input}
              type="url"
              inputMode="url"
              value={baseUrl}
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              aria-describedby={`${id}-base-hint`}
              onChange={(event) => consoleStore.setBaseUrl(specId, event.target.value)}
            />
          </div>
        )}

        {needsAuth && bearer && (
          <div className={styles.field}>
            <label htmlFor={`${id}-token`} className={styles.label}>
              Bearer token
            </label>
            <span id={`${id}-token-hint`} className={styles.hint}>
              Kept in this page&apos;s memory and sent only to the base URL above; stored nowhere unless you tick the
              box.
            </span>
            <input
              id={`${id}-token`}
              className={styles.input}
              type="password"
              value={shared.token}
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              aria-describedby={`${id}-token-hint`}
              onChange={(event) => consoleStore.setToken(event.target.value)}
            />
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={shared.remember}
                onChange={(event) => consoleStore.setRemember(event.target.checked)}
              />{' '}
              Remember the token for this browser session
            </label>
          </div>
        )}
        {needsAuth && !bearer && (
          <p className={styles.hint}>
            This operation authenticates with {operation.security.join(' or ')}, which this console does not send.
          </p>
        )}

        {fields.length > 0 && (
          <fieldset className={styles.group}>
            <legend className={styles.legend}>Parameters</legend>
            {fields.map((field, index) => (
              <ParameterInput
                key={field.key}
                field={field}
                id={`${id}-parameter-${index}`}
                value={values[field.key] ?? ''}
                onChange={(value) => setValues((previous) => ({...previous, [field.key]: value}))}
                onNewKey={() => setValues((previous) => ({...previous, [field.key]: newUuid(window.crypto)}))}
              />
            ))}
          </fieldset>
        )}
        {unsupported.length > 0 && (
          <p className={styles.hint}>
            Not sent by the console (a page cannot set another site&apos;s cookies): {unsupported.join(', ')}.
          </p>
        )}

        {bodyDraft !== undefined && (
          <div className={styles.field}>
            <label htmlFor={`${id}-body`} className={styles.label}>
              Request body <span className={styles.hint}>({bodyDraft.mediaType})</span>
              {bodyDraft.required && <span className={styles.required}> (required)</span>}
            </label>
            <span id={`${id}-body-hint`} className={styles.hint}>
              Checked before sending. Ctrl+Enter sends.
            </span>
            <textarea
              id={`${id}-body`}
              className={clsx(styles.input, styles.body)}
              value={bodyText}
              rows={Math.min(18, Math.max(4, bodyLines))}
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              aria-describedby={`${id}-body-hint`}
              onChange={(event) => setBodyText(event.target.value)}
              onKeyDown={onBodyKeyDown}
            />
            {bodyDraft.text !== '' && bodyText !== bodyDraft.text && (
              <div>
                <button
                  type="button"
                  className="button button--secondary button--sm"
                  onClick={() => setBodyText(bodyDraft.text)}>
                  Reset to the example
                </button>
              </div>
            )}
          </div>
        )}

        <div className={styles.actions}>
          <button ref={sendRef} type="submit" className="button button--primary" aria-disabled={sending}>
            Send
          </button>
          {sending && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                // The Cancel button goes with the request: keep the focus on Send.
                sendRef.current?.focus();
                inFlight.current?.abort();
              }}>
              Cancel
            </button>
          )}
          <span className={styles.hint}>Stops after {requestTimeoutMs / 1000} s without a response.</span>
        </div>
      </form>

      <div role="status" className={styles.announcement} data-console-status={result.state}>
        <Announcement result={result} />
      </div>
      {result.state === 'invalid' && (
        <ul className={styles.problems} aria-label="Problems to fix before sending">
          {result.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {result.state === 'done' && (
        <>
          <IdempotencyNote request={result.request} answered={result.outcome.ok} />
          <CopyAsCurl id={id} request={result.request} />
        </>
      )}
      {result.state === 'done' && !result.outcome.ok && (
        <div className={styles.failure} data-console-failure={result.outcome.failure.kind}>
          <ul>
            {describeFailure(result.outcome.failure).details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        </div>
      )}
      {result.state === 'done' && result.outcome.ok && (
        <ResponseView id={id} request={result.request} response={result.outcome.response} />
      )}
    </section>
  );
}
