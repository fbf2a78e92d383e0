/**
 * A highlighted code block that works without hydration: tokens are coloured by CSS classes (so the
 * colour mode can change without a re-render) and the copy button is wired by a delegated listener
 * (see useStaticInteractions); it stays hidden until that listener exists.
 */
import React, {type ReactNode} from 'react';
import {colourRuns} from './tokens';
import styles from './styles.module.css';

/** Marks copy buttons for the delegated listener. */
export const copyButtonAttribute = 'data-api-copy';

export interface Props {
  code: string;
  language: string;
  /** Shown above the code, e.g. "Example (generated from the schema)". */
  title?: string;
}

export default function CodeSample({code, language, title}: Props): ReactNode {
  const text = code.replace(/\n$/, '');
  return (
    <div className={styles.block}>
      {title !== undefined && <div className={styles.title}>{title}</div>}
      <div className={styles.body}>
        <pre className={styles.pre} tabIndex={0}>
          <code className={`language-${language}`}>
            {colourRuns(text, language).map((run, index) =>
              typeof run === 'string' ? (
                run
              ) : (
                <span key={index} className={run[0]}>
                  {run[1]}
                </span>
              ),
            )}
          </code>
        </pre>
        <button type="button" className={styles.copy} {...{[copyButtonAttribute]: ''}} hidden>
          Copy
        </button>
      </div>
    </div>
  );
}
