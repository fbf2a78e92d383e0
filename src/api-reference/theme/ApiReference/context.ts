/**
 * The page's tables of named schemas and shared responses, and the names of the response headers it
 * describes once, for components deep in the tree.
 */
import {createContext, useContext} from 'react';
import type {ResponseBody, SchemaView} from '../../view-model/types';

export interface ApiTables {
  schemas: Readonly<Record<string, SchemaView>>;
  responses: Readonly<Record<string, ResponseBody>>;
  /** Headers described in the "Response headers" section: responses link to them by name. */
  sharedHeaders?: ReadonlySet<string>;
}

export const ApiTablesContext = createContext<ApiTables>({schemas: {}, responses: {}});

export function useApiTables(): ApiTables {
  return useContext(ApiTablesContext);
}

/** A guide that shows an operation. */
export interface GuideLink {
  title: string;
  path: string;
}

/**
 * The guides that show each operation, by anchor: from the build's route data, so a live re-render of
 * the operations keeps them.
 */
export const UsedInContext = createContext<Readonly<Record<string, readonly GuideLink[]>>>({});

export function useUsedIn(anchor: string): readonly GuideLink[] {
  return useContext(UsedInContext)[anchor] ?? [];
}
