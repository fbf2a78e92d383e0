/** Options of the API reference plugin, checked when the site config loads. */
import {apiSpecs, type ApiSpecEntry} from '../spec/registry';

export interface ApiReferenceOptions {
  /** Specifications to render; the registry's seven by default. */
  specs?: readonly ApiSpecEntry[];
  /** Test-only: read the specifications from this folder instead of their registry sources. */
  specsDir?: string;
}

export interface ResolvedOptions {
  specs: readonly ApiSpecEntry[];
  specsDir?: string;
}

/** Validates raw plugin options (the config is not type-checked at run time) and applies defaults. */
export function resolveOptions(raw: unknown): ResolvedOptions {
  if (raw === undefined || raw === null) {
    return {specs: apiSpecs};
  }
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new Error('api-reference plugin: options must be an object');
  }
  const {specs, specsDir, ...unknown} = raw as Record<string, unknown>;
  const extra = Object.keys(unknown).filter((key) => key !== 'id');
  if (extra.length > 0) {
    throw new Error(`api-reference plugin: unknown option(s) ${extra.join(', ')}`);
  }
  if (specsDir !== undefined && (typeof specsDir !== 'string' || specsDir.trim() === '')) {
    throw new Error('api-reference plugin: specsDir must be a non-empty string');
  }
  if (specs !== undefined && !Array.isArray(specs)) {
    throw new Error('api-reference plugin: specs must be a list of registry entries');
  }
  const resolved: ResolvedOptions = {specs: (specs as readonly ApiSpecEntry[] | undefined) ?? apiSpecs};
  if (typeof specsDir === 'string') {
    resolved.specsDir = specsDir;
  }
  return resolved;
}
