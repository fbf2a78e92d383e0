/**
 * The response examples of an operation, one tab per status, beside the request sample on wide screens:
 * the first success is shown, the other statuses (errors included, shared ones too) are a click away.
 * Tabs are radio buttons, so they switch without hydration, like the request samples.
 */
import React, {type ReactNode} from 'react';
import {isJsonMediaType} from '../../../view-model/media-types';
import {statusKind} from '../../../view-model/status-kind';
import type {MediaView, ResponseView} from '../../../view-model/types';
import CodeSample from '@theme/ApiReference/CodeSample';
import {useApiTables} from '@theme/ApiReference/context';
import {exampleTitle} from '@theme/ApiReference/MediaContent';
import StatusText from '@theme/ApiReference/StatusText';
import styles from './styles.module.css';

export interface Props {
  responses: ResponseView[];
  /** Anchor of the operation, to name the radio group uniquely. */
  operationAnchor: string;
  /** Heading level and class of the title, as the request sample's. */
  titleClassName?: string;
}

interface StatusSample {
  status: string;
  media: MediaView;
}

export default function ResponseSamples({responses, operationAnchor, titleClassName}: Props): ReactNode {
  const {responses: shared} = useApiTables();
  const samples = responses.flatMap((response): StatusSample[] => {
    const body = 'ref' in response ? shared[response.ref] : response;
    const media = body?.content?.find((entry) => entry.examples.length > 0);
    return media === undefined ? [] : [{status: response.status, media}];
  });
  if (samples.length === 0) {
    return null;
  }
  const group = `response-${operationAnchor}`;
  const shown = Math.max(
    0,
    samples.findIndex((sample) => statusKind(sample.status) === 'success'),
  );
  return (
    <>
      <h4 className={titleClassName}>Response sample</h4>
      <fieldset className={styles.tabs}>
        <legend className="visually-hidden">Status of the response sample</legend>
        {samples.map((sample, index) => (
          <React.Fragment key={sample.status}>
            <input
              type="radio"
              className={styles.radio}
              name={group}
              id={`${group}-${sample.status}`}
              defaultChecked={index === shown}
            />
            <label htmlFor={`${group}-${sample.status}`} className={styles.tab}>
              <StatusText status={sample.status} />
            </label>
            <div className={styles.panel}>
              {sample.media.examples.map((example, exampleIndex) => (
                <CodeSample
                  key={example.name ?? exampleIndex}
                  code={example.value}
                  language={isJsonMediaType(sample.media.mediaType) ? 'json' : 'text'}
                  title={`${sample.status} · ${exampleTitle(exampleIndex, sample.media.examples.length, example.name, example.summary, example.generated)}`}
                />
              ))}
            </div>
          </React.Fragment>
        ))}
      </fieldset>
    </>
  );
}
