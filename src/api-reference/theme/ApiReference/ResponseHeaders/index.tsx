/**
 * The response headers many responses share (view-model/shared-headers), each described once; the
 * responses list them by name and link here.
 */
import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import {sharedHeaderAnchor, sharedHeadersAnchor} from '../../../view-model/anchors';
import {schemaTypeLabel} from '../../../view-model/schema-label';
import type {HeaderView} from '../../../view-model/types';
import {useApiTables} from '@theme/ApiReference/context';
import RichText from '@theme/ApiReference/RichText';
import styles from './styles.module.css';

export default function ResponseHeaders({headers}: {headers: readonly HeaderView[]}): ReactNode {
  const {schemas} = useApiTables();
  if (headers.length === 0) {
    return null;
  }
  return (
    <section className={styles.section} aria-labelledby={sharedHeadersAnchor}>
      <Heading as="h2" id={sharedHeadersAnchor}>
        Response headers
      </Heading>
      <p>Headers that many responses carry. Each response lists the ones it sends and links here.</p>
      {headers.map((header) => (
        <section key={header.name} className={styles.header} aria-labelledby={sharedHeaderAnchor(header.name)}>
          <Heading as="h3" id={sharedHeaderAnchor(header.name)}>
            <code>{header.name}</code>
          </Heading>
          <p className={styles.meta}>
            {header.schema !== undefined && (
              <span className={styles.type}>{schemaTypeLabel(header.schema, schemas)}</span>
            )}
            {header.required === true && <strong> required</strong>}
          </p>
          <RichText value={header.description} />
        </section>
      ))}
    </section>
  );
}
