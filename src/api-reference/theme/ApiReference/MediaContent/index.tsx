/** One media type of a request or response body: its schema tree and its examples. */
import React, {type ReactNode} from 'react';
import {isJsonMediaType} from '../../../view-model/media-types';
import type {MediaView} from '../../../view-model/types';
import CodeSample from '@theme/ApiReference/CodeSample';
import Schema from '@theme/ApiReference/Schema';
import styles from './styles.module.css';

export interface Props {
  media: MediaView;
  /** Shown before the media type when a body offers several, e.g. "Request body". */
  showMediaType: boolean;
  /** False where the examples are shown elsewhere (an operation's, beside it in "Response sample"). */
  showExamples?: boolean;
  /** Link a body that is a named object to its description instead of opening it (error responses). */
  linkObject?: boolean;
}

/** Title of an example block: its summary or name, and whether it was generated from the schema. */
export function exampleTitle(index: number, count: number, name?: string, summary?: string, generated?: true): string {
  const base = summary ?? name ?? (count > 1 ? `Example ${index + 1}` : 'Example');
  return generated === true ? `${base} (generated from the schema)` : base;
}

export default function MediaContent({
  media,
  showMediaType,
  showExamples = true,
  linkObject = false,
}: Props): ReactNode {
  const language = isJsonMediaType(media.mediaType) ? 'json' : 'text';
  return (
    <div className={styles.media}>
      {showMediaType && (
        <p className={styles.mediaType}>
          Content type: <code>{media.mediaType}</code>
        </p>
      )}
      {media.schema !== undefined && <Schema node={media.schema} linkObject={linkObject} />}
      {showExamples &&
        media.examples.map((example, index) => (
          <CodeSample
            key={example.name ?? index}
            code={example.value}
            language={language}
            title={exampleTitle(index, media.examples.length, example.name, example.summary, example.generated)}
          />
        ))}
    </div>
  );
}
