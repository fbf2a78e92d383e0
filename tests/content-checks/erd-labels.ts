/**
 * The entity-relationship diagram is an SVG drawn by hand, so nothing ties its field labels to the API.
 * This check reads each entity box (`<g id="entity-…">`: a title and its field labels) and requires every
 * label to be a property of the v1 schema the box draws, or a column of the exported table for entities
 * that exist only in the export. A renamed field (`kind` → `type`) fails here, naming box and label. Its
 * PK tags must be the box's key: `id` of an API object, the primary key of an exported table.
 */

/** One entity box of the diagram. */
export interface DiagramEntity {
  readonly title: string;
  readonly fields: readonly string[];
  /** The fields tagged PK: a tag and its field share a text line (the same `y`). */
  readonly primaryKey: readonly string[];
}

const entityGroup = /<g id="entity-[^"]+">([\s\S]*?)<\/g>/g;
const titleText = /class="title">([^<]+)<\/text>/;
const fieldText = /class="field">([^<]+)<\/text>/g;
const fieldLine = /y="([^"]+)" class="field">([^<]+)<\/text>/g;
const primaryKeyTagLine = /y="([^"]+)" class="tag">PK<\/text>/g;

/** The entity boxes of a diagram's SVG text. */
export function diagramEntities(svg: string): DiagramEntity[] {
  return [...svg.matchAll(entityGroup)].map(([, body = '']) => ({
    title: titleText.exec(body)?.[1] ?? '(no title)',
    fields: [...body.matchAll(fieldText)].map((match) => match[1]!),
    primaryKey: primaryKeyFields(body),
  }));
}

function primaryKeyFields(body: string): string[] {
  const keyLines = new Set([...body.matchAll(primaryKeyTagLine)].map((match) => match[1]));
  return [...body.matchAll(fieldLine)].filter(([, y]) => keyLines.has(y)).map((match) => match[2]!);
}

/**
 * Boxes whose PK tags differ from what identifies their rows, as "Box: PK a, b (expected c)". A key must
 * identify one stored row for good, so `transaction_id`, which repeats after 34 days, is no key.
 */
export function wrongPrimaryKeys(
  entities: readonly DiagramEntity[],
  keyOf: (title: string) => readonly string[] | undefined,
): string[] {
  return entities.flatMap((entity) => {
    const expected = keyOf(entity.title) ?? [];
    return entity.primaryKey.join(', ') === expected.join(', ')
      ? []
      : [
          `${entity.title}: PK ${entity.primaryKey.join(', ') || '(none)'} (expected ${expected.join(', ') || '(none)'})`,
        ];
  });
}

/** Where a box's fields are defined: the properties of a schema, or the columns of an exported table. */
export type FieldSource = ReadonlySet<string>;

/** Labels that name no field of their box's source, as "Box: label (source has a, b, …)". */
export function unknownLabels(
  entities: readonly DiagramEntity[],
  sourceOf: (title: string) => FieldSource | undefined,
): string[] {
  return entities.flatMap((entity) => {
    const source = sourceOf(entity.title);
    if (!source) {
      return [`${entity.title}: no schema or exported table is mapped to this box`];
    }
    return entity.fields
      .filter((field) => !source.has(field))
      .map((field) => `${entity.title}: ${field} (it has ${[...source].join(', ')})`);
  });
}
