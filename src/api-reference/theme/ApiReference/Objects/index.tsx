/**
 * The named objects of the page, each described once with its full schema (see view-model/objects):
 * fields that hold one link here instead of repeating its properties in every operation.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {objectAnchor, objectsAnchor} from '../../../view-model/anchors';
import {resolveSchemaNode} from '../../../view-model/schema-label';
import {useApiTables} from '@theme/ApiReference/context';
import RichText from '@theme/ApiReference/RichText';
import {SchemaBody, SchemaFacts} from '@theme/ApiReference/Schema';
import {deferredLayoutProps} from '@theme/ApiReference/deferred-layout';
import WhatCanChange from '@theme/ApiReference/WhatCanChange';
import type {ObjectChangesView} from '../../../view-model/types';
import styles from './styles.module.css';

/** One object: the heading says its name, so no type line; then its description, facts and properties. */
function ObjectSection({name, changes}: {name: string; changes: ObjectChangesView | undefined}): ReactNode {
  const {schemas} = useApiTables();
  const view = resolveSchemaNode({ref: name}, schemas);
  return (
    <section className={styles.object} aria-labelledby={objectAnchor(name)} {...deferredLayoutProps}>
      <Heading as="h3" id={objectAnchor(name)}>
        {name}
      </Heading>
      <RichText value={view.description} />
      <SchemaFacts view={view} />
      {changes !== undefined && <WhatCanChange name={name} changes={changes} />}
      <SchemaBody node={{ref: name}} />
    </section>
  );
}

export default function Objects({
  names,
  changes = {},
}: {
  names: readonly string[];
  /** What can change on each object that operations create, change or end, by name. */
  changes?: Readonly<Record<string, ObjectChangesView>>;
}): ReactNode {
  if (names.length === 0) {
    return null;
  }
  return (
    <section className={styles.section} aria-labelledby={objectsAnchor}>
      <Heading as="h2" id={objectsAnchor}>
        Objects
      </Heading>
      <p>
        The objects that requests, responses and events carry. Where a field holds one, the operation links here instead
        of repeating its properties.
      </p>
      <ul className={styles.index}>
        {names.map((name) => (
          <li key={name}>
            <Link to={`#${objectAnchor(name)}`}>
              <code>{name}</code>
            </Link>
          </li>
        ))}
      </ul>
      {names.map((name) => (
        <ObjectSection key={name} name={name} changes={changes[name]} />
      ))}
    </section>
  );
}
