/** A tag of the specification: its heading (h2, with a stable anchor), description and operations. */
import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import type {TagView} from '../../../view-model/types';
import Operation from '@theme/ApiReference/Operation';
import RichText from '@theme/ApiReference/RichText';
import styles from './styles.module.css';

export default function TagSection({tag}: {tag: TagView}): ReactNode {
  return (
    <section className={styles.tag} aria-labelledby={tag.anchor}>
      <Heading as="h2" id={tag.anchor} className={styles.title}>
        {tag.name}
      </Heading>
      <RichText value={tag.description} className={styles.description} />
      {tag.operations.map((operation) => (
        <Operation key={operation.anchor} operation={operation} />
      ))}
    </section>
  );
}
