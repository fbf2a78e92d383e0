/**
 * Request samples of an operation as tabs built from radio buttons, so they switch without JavaScript
 * (the operations are not hydrated). Picking a language on one operation picks it on all of them
 * once the page has loaded (see useStaticInteractions).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {CodeSamples as Samples} from '../../../view-model/types';
import CodeSample from '@theme/ApiReference/CodeSample';
import styles from './styles.module.css';

/** Marks the language radios for the delegated listener that keeps them in step. */
export const languageAttribute = 'data-api-language';

export const sampleLanguages = [
  {value: 'curl', label: 'curl', highlight: 'bash'},
  {value: 'python', label: 'Python', highlight: 'python'},
  {value: 'typescript', label: 'TypeScript', highlight: 'typescript'},
  {value: 'javascript', label: 'JavaScript', highlight: 'javascript'},
  {value: 'go', label: 'Go', highlight: 'go'},
  {value: 'java', label: 'Java', highlight: 'java'},
  {value: 'ruby', label: 'Ruby', highlight: 'ruby'},
  {value: 'php', label: 'PHP', highlight: 'php'},
] as const;

export interface Props {
  /** The samples to show, by language; a language without one has no tab. */
  samples: Partial<Samples>;
  /** Anchor of the operation, to name the radio group uniquely. */
  operationAnchor: string;
  /** What the samples are, for the group's accessible name. */
  legend?: string;
}

export default function CodeSamples({
  samples,
  operationAnchor,
  legend = 'Language of the request sample',
}: Props): ReactNode {
  const group = `sample-${operationAnchor}`;
  const languages = sampleLanguages.filter((language) => samples[language.value] !== undefined);
  return (
    <fieldset className={styles.tabs}>
      <legend className="visually-hidden">{legend}</legend>
      {languages.map((language, index) => (
        <React.Fragment key={language.value}>
          <input
            type="radio"
            className={clsx(styles.radio, styles[`radio-${language.value}`])}
            name={group}
            id={`${group}-${language.value}`}
            value={language.value}
            defaultChecked={index === 0}
            {...{[languageAttribute]: language.value}}
          />
          <label htmlFor={`${group}-${language.value}`} className={styles.tab}>
            {language.label}
          </label>
        </React.Fragment>
      ))}
      {languages.map((language) => (
        <div key={language.value} className={clsx(styles.panel, styles[`panel-${language.value}`])}>
          <CodeSample code={samples[language.value]!} language={language.highlight} />
        </div>
      ))}
    </fieldset>
  );
}
