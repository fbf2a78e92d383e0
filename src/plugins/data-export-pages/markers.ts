/**
 * The MDX elements an author puts in a data-export page, and what each expands into. They never reach
 * React: the remark plugin replaces them with Markdown nodes before the table of contents is built.
 */
import type {RootContent} from 'mdast';
import {
  connectionFieldsTable,
  egressTable,
  findDestination,
  renderDestinationPage,
} from '../../data-export/render/destination-page';
import {renderComparison, renderDataModel} from '../../data-export/render/overview';
import {destinationIds, type Catalogue, type DestinationId} from '../../data-export/schema';

interface MarkerSpec {
  /** Attributes the marker requires. */
  readonly attributes: readonly string[];
  expand(catalogue: Catalogue, attributes: Readonly<Record<string, string>>): RootContent[];
}

function destinationIdOf(value: string): DestinationId {
  if (!(destinationIds as readonly string[]).includes(value)) {
    throw new Error(`unknown destination "${value}"; expected one of ${destinationIds.join(', ')}`);
  }
  return value as DestinationId;
}

export const markers: Readonly<Record<string, MarkerSpec>> = {
  /** The whole body of a destination page. */
  DestinationPage: {
    attributes: ['id'],
    expand: (catalogue, {id}) => renderDestinationPage(catalogue, destinationIdOf(id)),
  },
  /** The comparison table of the overview. */
  DestinationComparison: {attributes: [], expand: (catalogue) => renderComparison(catalogue)},
  /** The tables and columns every export writes. */
  DataModelTables: {attributes: [], expand: () => renderDataModel()},
  /** The IP addresses exports connect from. */
  EgressIpTable: {attributes: [], expand: (catalogue) => [egressTable(catalogue)]},
  /** The connection fields of one destination, without the rest of its page. */
  DestinationConnectionFields: {
    attributes: ['id'],
    expand: (catalogue, {id}) => [connectionFieldsTable(findDestination(catalogue, destinationIdOf(id)), true)],
  },
};
