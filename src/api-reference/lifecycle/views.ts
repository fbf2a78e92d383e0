/** The "What can change" part of a reference page's view model: each object's summary and guide. */
import type {OpenApiDocument} from '../spec/document';
import type {ObjectChangesView} from '../view-model/types';
import {summarise} from './present';
import {objectChanges} from './resolve';

/** Anchor of the section every owning guide has (its heading is `## Changing it later`). */
export const changingItLaterAnchor = 'changing-it-later';

export function objectChangesViews(specId: string, document: OpenApiDocument): Record<string, ObjectChangesView> {
  return Object.fromEntries(
    objectChanges(specId, document).map((changes) => [
      changes.name,
      {
        summary: summarise(changes),
        ...(changes.guidePath === undefined ? {} : {guide: `${changes.guidePath}#${changingItLaterAnchor}`}),
      },
    ]),
  );
}
