/**
 * The entity-relationship diagram is an SVG drawn by hand, so nothing ties its field labels to the API.
 * This check reads each entity box (`<g id="entity-…">`: a title and its field labels) and requires every
 * label to be a property of the v1 schema the box draws, or a column of the exported table for entities
 * that exist only in the export. A renamed field (`kind` → `type`) fails here, naming box and label.
 */

/** One entity box of the diagram. */
export interface DiagramEntity {
  readonly title: string;
  readonly fields: readonly string[];
}

const entityGroup = /<g id="entity-[^"]+">([\s\S]*?)<\/g>/g;
const titleText = /class="title">([^<]+)<\/text>/;
const fieldText = /class="field">([^<]+)<\/text>/g;

/** The entity boxes of a diagram's SVG text. */
export function diagramEntities(svg: string): DiagramEntity[] {
  return [...svg.matchAll(entityGroup)].map(([, body = '']) => ({
    title: titleText.exec(body)?.[1] ?? '(no title)',
    fields: [...body.matchAll(fieldText)].map((match) => match[1]!),
  }));
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
