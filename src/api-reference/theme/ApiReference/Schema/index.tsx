/**
 * A schema as a tree of properties: name, type, flags (required, nullable, read-only, write-only,
 * deprecated), description, limits, and nested objects, arrays and variants in collapsible blocks.
 * A nested named object links to its one description in the page's "Objects" section (see
 * view-model/objects). Everything else is in the server-rendered HTML; collapsing only hides it.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {objectAnchor} from '../../../view-model/anchors';
import {objectLink} from '../../../view-model/objects';
import {
  isComplexNode,
  isMap,
  resolveSchemaNode,
  schemaTypeLabel,
  type SchemaTable,
} from '../../../view-model/schema-label';
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

/** "A Customer object." with a link to the object's section, for a field that holds a named object. */
function ObjectReference({node}: {node: SchemaNode}): ReactNode {
  const {schemas} = useApiTables();
  const link = objectLink(node, schemas);
  if (link === undefined) {
    return null;
  }
  const article = /^[aeiou]/i.test(link.name) ? 'an' : 'a';
  return (
    <p className={styles.objectLink}>
      {link.each ? `Each item is ${article} ` : `${article === 'an' ? 'An' : 'A'} `}
      <Link to={`#${objectAnchor(link.name)}`}>{link.name}</Link> object.
    </p>
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

function Variants({
  kind,
  variants,
  discriminator,
}: {
  kind: 'oneOf' | 'anyOf' | 'allOf';
  variants: SchemaNode[];
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
          if (objectLink(variant, schemas) !== undefined) {
            return (
              <li key={index}>
                <span className={styles.type}>{label}</span>
                <RichText value={view.description} className={styles.description} />
                <ObjectReference node={variant} />
              </li>
            );
          }
          return (
            <li key={index}>
              {isComplexNode(variant, schemas) ? (
                <details className={styles.nested}>
                  <summary>{label}</summary>
                  <RichText value={view.description} className={styles.description} />
                  <SchemaBody node={variant} />
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

/** What a field holds below its own line: a link to a named object, or its inside in a block. */
function Inside({node, name}: {node: SchemaNode; name: string}): ReactNode {
  const {schemas} = useApiTables();
  if (objectLink(node, schemas) !== undefined) {
    return <ObjectReference node={node} />;
  }
  if (!isComplexNode(node, schemas)) {
    return null;
  }
  return (
    <details className={styles.nested}>
      <summary>
        {childSummary(node, schemas)}
        <span className="visually-hidden"> of {name}</span>
      </summary>
      <SchemaBody node={node} />
    </details>
  );
}

function Property({property}: {property: PropertyView}): ReactNode {
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
      <Inside node={property.schema} name={property.name} />
    </li>
  );
}

/** The schema that every other key's value follows: a map's values, or an object's extra properties. */
function AdditionalProperties({
  node,
  others,
}: {
  node: SchemaNode;
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
      {objectLink(node, schemas) !== undefined ? (
        <ObjectReference node={node} />
      ) : (
        isComplexNode(node, schemas) && <SchemaBody node={node} />
      )}
    </>
  );
}

/**
 * The inside of a schema: its properties, items or variants (not its own name or description). Named
 * objects below it are links, so the recursion ends at the first one; a schema that refers back to its
 * ancestors inline is marked circular by the view model.
 */
export function SchemaBody({node}: {node: SchemaNode}): ReactNode {
  const {schemas} = useApiTables();
  const view = resolveSchemaNode(node, schemas);
  if (view.circular === true) {
    return <p className={styles.circular}>Refers back to {view.title ?? 'a schema'} described above.</p>;
  }
  const parts: ReactNode[] = [];
  if (view.properties !== undefined) {
    parts.push(
      <ul key="properties" className={styles.properties}>
        {view.properties.map((property) => (
          <Property key={property.name} property={property} />
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
          <AdditionalProperties node={extra} others={view.properties !== undefined} />
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
        {objectLink(view.items, schemas) !== undefined ? (
          <ObjectReference node={view.items} />
        ) : (
          <SchemaBody node={view.items} />
        )}
      </div>,
    );
  }
  for (const kind of ['oneOf', 'anyOf', 'allOf'] as const) {
    const variants = view[kind];
    if (variants !== undefined) {
      parts.push(<Variants key={kind} kind={kind} variants={variants} discriminator={view.discriminator} />);
    }
  }
  return <>{parts}</>;
}

/**
 * A whole schema as the top of a body or response: its type line, description, facts and body; or,
 * with `linkObject`, a link to the named object it is (how error responses show the Error object).
 */
export default function Schema({node, linkObject = false}: {node: SchemaNode; linkObject?: boolean}): ReactNode {
  const {schemas} = useApiTables();
  const view = effectiveView(node, schemas);
  if (linkObject && objectLink(node, schemas) !== undefined) {
    return (
      <div className={styles.schema}>
        <ObjectReference node={node} />
      </div>
    );
  }
  return (
    <div className={styles.schema}>
      <p className={styles.schemaType}>
        <span className={styles.type}>{schemaTypeLabel(node, schemas)}</span>
        <Flags view={view} />
      </p>
      <RichText value={view.description} className={styles.description} />
      <SchemaFacts view={view} />
      <SchemaBody node={node} />
    </div>
  );
}
