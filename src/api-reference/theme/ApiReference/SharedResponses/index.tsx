/**
 * The responses many operations share (`components/responses`), each described once with its full
 * schema and example; operations link here instead of repeating them fifty times.
 */
import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import {sharedResponseAnchor, sharedResponsesAnchor} from '../../../view-model/anchors';
import type {ResponseBody} from '../../../view-model/types';
import {ResponseDetails} from '@theme/ApiReference/Responses';
import RichText from '@theme/ApiReference/RichText';
import {deferredLayoutProps} from '@theme/ApiReference/deferred-layout';
import styles from './styles.module.css';

export default function SharedResponses({responses}: {responses: Readonly<Record<string, ResponseBody>>}): ReactNode {
  const entries = Object.entries(responses);
  if (entries.length === 0) {
    return null;
  }
  return (
    <section className={styles.section} aria-labelledby={sharedResponsesAnchor}>
      <Heading as="h2" id={sharedResponsesAnchor}>
        Shared responses
      </Heading>
      <p>Responses that several operations return. Each operation lists the ones it can return and links here.</p>
      {entries.map(([name, body]) => (
        <section
          key={name}
          className={styles.response}
          aria-labelledby={sharedResponseAnchor(name)}
          {...deferredLayoutProps}>
          <Heading as="h3" id={sharedResponseAnchor(name)}>
            {name}
          </Heading>
          <RichText value={body.description} />
          <ResponseDetails body={body} />
        </section>
      ))}
    </section>
  );
}
