/**
 * A schema as a tree of properties: name, type, flags (required, nullable, read-only, write-only,
 * deprecated), description, limits, and nested objects, arrays and variants in collapsible blocks.
 * Everything is in the server-rendered HTML; collapsing only hides it.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {isMap, resolveSchemaNode, schemaTypeLabel, type SchemaTable} from '../../../view-model/schema-label';
import type {PropertyView, SchemaNode, SchemaView} from '../../../view-model/types';
import {useApiTables} from '@theme/ApiReference/context';
import RichText from '@theme/ApiReference/RichText';
import styles from './styles.module.css';

/** Schema views to show for a node: the named schema, with the overrides the reference carries. */
function effectiveView(node: SchemaNode, schemas: SchemaTable): SchemaView {
  const target = resolveSchemaNode(node, schemas);
  if (!('ref' in node)) {
    return target;
  }
  const {ref: _ref, ...overrides} = node;
  return {...target, ...overrides};
}

function isComplexNode(node: SchemaNode, schemas: SchemaTable, depth = 0): boolean {
  const view = resolveSchemaNode(node, schemas);
  if (
    view.properties !== undefined ||
    view.oneOf !== undefined ||
    view.anyOf !== undefined ||
    view.allOf !== undefined
  ) {
    return true;
  }
  // A map is opened like an object even when its values are plain strings: the values' description
  // and limits are in the block.
  if (isMap(view)) {
    return true;
  }
  return view.items !== undefined && depth < 4 && isComplexNode(view.items, schemas, depth + 1);
}

function variantLabel(node: SchemaNode, schemas: SchemaTable, index: number): string {
  const view = resolveSchemaNode(node, schemas);
  if (view.title !== undefined) {
    return view.title;
  }
  if ('ref' in node) {
    return node.ref;
  }
  return `Option ${index + 1}: ${schemaTypeLabel(node, schemas)}`;
}

function Flags({view, required}: {view: SchemaView; required?: boolean}): ReactNode {
  return (
    <>
      {required === true && <span className={clsx(styles.flag, styles.required)}>required</span>}
      {view.nullable === true && <span className={styles.flag}>nullable</span>}
      {view.readOnly === true && <span className={styles.flag}>read-only</span>}
      {view.writeOnly === true && <span className={styles.flag}>write-only</span>}
      {view.deprecated === true && <span className={clsx(styles.flag, styles.deprecated)}>deprecated</span>}
    </>
  );
}

/** Format, allowed values, default, limits and example of a schema, as a compact list. */
export function SchemaFacts({view}: {view: SchemaView}): ReactNode {
  const facts: Array<[string, ReactNode]> = [];
  if (view.enum !== undefined && view.enum.length > 0) {
    facts.push([
      'Allowed values',
      view.enum.map((value, index) => (
        <React.Fragment key={value}>
          {index > 0 && ', '}
          <code>{value}</code>
        </React.Fragment>
      )),
    ]);
  }
  if (view.const !== undefined) {
    facts.push(['Value', <code key="const">{view.const}</code>]);
  }
  if (view.default !== undefined) {
    facts.push(['Default', <code key="default">{view.default}</code>]);
  }
  if (view.constraints !== undefined) {
    facts.push(['Limits', view.constraints.join(', ')]);
  }
  // Examples of objects and arrays are shown as code blocks of their own; only short values fit here.
  if (
    view.example !== undefined &&
    view.properties === undefined &&
    view.items === undefined &&
    view.example.length <= 80
  ) {
    facts.push(['Example', <code key="example">{view.example}</code>]);
  }
  if (facts.length === 0) {
    return null;
  }
  return (
    <ul className={styles.facts}>
      {facts.map(([label, value]) => (
        <li key={label}>
          <span className={styles.factLabel}>{label}:</span> {value}
        </li>
      ))}
    </ul>
  );
}

interface BodyProps {
  node: SchemaNode;
  /** Named schemas already open above this one: reaching one again stops the recursion. */
  ancestors: readonly string[];
}

function Variants({
  kind,
  variants,
  ancestors,
  discriminator,
}: {
  kind: 'oneOf' | 'anyOf' | 'allOf';
  variants: SchemaNode[];
  ancestors: readonly string[];
  discriminator?: string;
}): ReactNode {
  const {schemas} = useApiTables();
  const intro = {oneOf: 'Exactly one of', anyOf: 'Any of', allOf: 'All of'}[kind];
  return (
    <div className={styles.variants}>
      <p className={styles.variantsIntro}>
        {intro} these {variants.length} shapes
        {discriminator !== undefined && (
          <>
            , told apart by <code>{discriminator}</code>
          </>
        )}
        :
      </p>
      <ul className={styles.variantList}>
        {variants.map((variant, index) => {
          const label = variantLabel(variant, schemas, index);
          const view = effectiveView(variant, schemas);
          return (
            <li key={index}>
              {isComplexNode(variant, schemas) ? (
                <details className={styles.nested}>
                  <summary>{label}</summary>
                  <RichText value={view.description} className={styles.description} />
                  <SchemaBody node={variant} ancestors={ancestors} />
                </details>
              ) : (
                <div>
                  <span className={styles.type}>{label}</span>
                  <RichText value={view.description} className={styles.description} />
                  <SchemaFacts view={view} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function childSummary(node: SchemaNode, schemas: SchemaTable): string {
  const view = resolveSchemaNode(node, schemas);
  if (view.properties !== undefined) {
    return `${view.properties.length} ${view.properties.length === 1 ? 'property' : 'properties'}`;
  }
  if (isMap(view)) {
    return `Values: ${schemaTypeLabel(view.additionalProperties, schemas)}`;
  }
  if (view.oneOf !== undefined || view.anyOf !== undefined) {
    return `${(view.oneOf ?? view.anyOf)!.length} possible shapes`;
  }
  if (view.items !== undefined) {
    return `Items: ${schemaTypeLabel(view.items, schemas)}`;
  }
  return 'Details';
}

function Property({property, ancestors}: {property: PropertyView; ancestors: readonly string[]}): ReactNode {
  const {schemas} = useApiTables();
  const view = effectiveView(property.schema, schemas);
  return (
    <li className={styles.property}>
      <div className={styles.propertyHeader}>
        <code className={styles.propertyName}>{property.name}</code>
        <span className={styles.type}>{schemaTypeLabel(property.schema, schemas)}</span>
        <Flags view={view} required={property.required === true} />
      </div>
      <RichText value={view.description} className={styles.description} />
      <SchemaFacts view={view} />
      {isComplexNode(property.schema, schemas) && (
        <details className={styles.nested}>
          <summary>
            {childSummary(property.schema, schemas)}
            <span className="visually-hidden"> of {property.name}</span>
          </summary>
          <SchemaBody node={property.schema} ancestors={ancestors} />
        </details>
      )}
    </li>
  );
}

/** The schema that every other key's value follows: a map's values, or an object's extra properties. */
function AdditionalProperties({
  node,
  ancestors,
  others,
}: {
  node: SchemaNode;
  ancestors: readonly string[];
  /** Whether the object also has named properties: then these are "other" properties. */
  others: boolean;
}): ReactNode {
  const {schemas} = useApiTables();
  const view = effectiveView(node, schemas);
  return (
    <>
      <p className={styles.itemsLabel}>
        {others ? 'Other properties' : 'Each value'}:{' '}
        <span className={styles.type}>{schemaTypeLabel(node, schemas)}</span>
        <Flags view={view} />
      </p>
      <RichText value={view.description} className={styles.description} />
      <SchemaFacts view={view} />
      {isComplexNode(node, schemas) && <SchemaBody node={node} ancestors={ancestors} />}
    </>
  );
}

/** The inside of a schema: its properties, items or variants (not its own name or description). */
export function SchemaBody({node, ancestors}: BodyProps): ReactNode {
  const {schemas} = useApiTables();
  if ('ref' in node && ancestors.includes(node.ref)) {
    return (
      <p className={styles.circular}>
        Refers back to <code>{node.ref}</code>, described above.
      </p>
    );
  }
  const view = resolveSchemaNode(node, schemas);
  const inner = 'ref' in node ? [...ancestors, node.ref] : ancestors;
  if (view.circular === true) {
    return <p className={styles.circular}>Refers back to {view.title ?? 'a schema'} described above.</p>;
  }
  const parts: ReactNode[] = [];
  if (view.properties !== undefined) {
    parts.push(
      <ul key="properties" className={styles.properties}>
        {view.properties.map((property) => (
          <Property key={property.name} property={property} ancestors={inner} />
        ))}
      </ul>,
    );
  }
  if (view.additionalProperties !== undefined) {
    const extra = view.additionalProperties;
    parts.push(
      <div key="additional" className={styles.additional}>
        {extra === true ? (
          <p className={styles.itemsLabel}>Any other property is allowed.</p>
        ) : (
          <AdditionalProperties node={extra} ancestors={inner} others={view.properties !== undefined} />
        )}
      </div>,
    );
  }
  if (view.items !== undefined && isComplexNode(view.items, schemas)) {
    parts.push(
      <div key="items" className={styles.items}>
        <p className={styles.itemsLabel}>
          Each item: <span className={styles.type}>{schemaTypeLabel(view.items, schemas)}</span>
        </p>
        <SchemaBody node={view.items} ancestors={inner} />
      </div>,
    );
  }
  for (const kind of ['oneOf', 'anyOf', 'allOf'] as const) {
    const variants = view[kind];
    if (variants !== undefined) {
      parts.push(
        <Variants key={kind} kind={kind} variants={variants} ancestors={inner} discriminator={view.discriminator} />,
      );
    }
  }
  return <>{parts}</>;
}

/** A whole schema as the top of a body or response: its type line, description, facts and body. */
export default function Schema({node}: {node: SchemaNode}): ReactNode {
  const {schemas} = useApiTables();
  const view = effectiveView(node, schemas);
  return (
    <div className={styles.schema}>
      <p className={styles.schemaType}>
        <span className={styles.type}>{schemaTypeLabel(node, schemas)}</span>
        <Flags view={view} />
      </p>
      <RichText value={view.description} className={styles.description} />
      <SchemaFacts view={view} />
      <SchemaBody node={node} ancestors={[]} />
    </div>
  );
}
