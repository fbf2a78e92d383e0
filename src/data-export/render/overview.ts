/** The parts of the overview page that come from the catalogue and the data model. */
import type {RootContent} from 'mdast';
import {exportTables} from '../data-model';
import {destinationKindLabels, destinationKinds, type Catalogue} from '../schema';
import {destinationFile, tableAnchor} from './destination-page';
import {heading, inlineCode, link, paragraph, strong, table} from './mdast';
import {markdownInline} from './markdown';

/** All destinations in one table, grouped by kind so a reader compares like with like. */
export function renderComparison(catalogue: Catalogue): RootContent[] {
  const ordered = [...catalogue.destinations].sort(
    (left, right) => destinationKinds.indexOf(left.kind) - destinationKinds.indexOf(right.kind),
  );
  return [
    table(
      ['Destination', 'Kind', 'Authentication', 'Load method', 'Schedule', 'Best for'],
      ordered.map((entry) => [
        link(destinationFile(entry.id), entry.title),
        destinationKindLabels[entry.kind],
        entry.compare.auth,
        entry.compare.loadMethod,
        entry.compare.schedule,
        entry.compare.bestFor,
      ]),
    ),
  ];
}

/** One `###` section per exported table with its key and columns. */
export function renderDataModel(): RootContent[] {
  return exportTables.flatMap((exportTable) => [
    heading(3, inlineCode(exportTable.name), tableAnchor(exportTable.name)),
    paragraph(
      exportTable.description,
      ' ',
      strong('Primary key:'),
      ' ',
      ...exportTable.primaryKey.flatMap((keyColumn, index) =>
        index === 0 ? [inlineCode(keyColumn)] : [', ', inlineCode(keyColumn)],
      ),
      '.',
    ),
    table(
      ['Column', 'Type', 'Nullable', 'Description'],
      exportTable.columns.map((column) => [
        inlineCode(column.name),
        inlineCode(column.type),
        column.nullable ? 'Yes' : 'No',
        [
          ...markdownInline(column.description),
          ...(column.references
            ? [
                {type: 'text' as const, value: '. References '},
                link(`#${tableAnchor(column.references)}`, inlineCode(column.references)),
                {type: 'text' as const, value: '.'},
              ]
            : []),
        ],
      ]),
    ),
  ]);
}
