/**
 * Turns a specification that references shared components in other files
 * (`$ref: './common.yaml#/components/responses/NotFound'`) into one self-contained document: each
 * referenced component is copied into the root's `components` under its own name, and the reference
 * becomes local (`#/components/responses/NotFound`). The published JSON then reads like a hand-written
 * single file, with named components a renderer or code generator can show.
 *
 * Pure: documents come from the `load` callback, so tests pass in-memory fixtures.
 */

import {isObject, type JsonObject} from '../../lib/json';

export type {JsonObject};

/** Returns the parsed document at a path (paths are as resolved by {@link resolveRelative}). */
export type DocumentLoader = (documentPath: string) => JsonObject;

const schemaNameMaps = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);

const componentPointer = /^#\/components\/([A-Za-z]+)\/([A-Za-z0-9._-]+)$/;

/** Resolves `target` relative to the folder of `from`; both are POSIX-style paths. */
export function resolveRelative(from: string, target: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') {
      parts.pop();
    } else if (segment !== '.' && segment !== '') {
      parts.push(segment);
    }
  }
  return parts.join('/');
}

interface ComponentAddress {
  readonly file: string;
  readonly section: string;
  readonly name: string;
}

/** Splits `other.yaml#/components/x/y` (or `#/components/x/y` within `currentFile`) into its parts. */
function parseComponentRef(ref: string, currentFile: string): ComponentAddress {
  const hash = ref.indexOf('#');
  const filePart = hash === -1 ? ref : ref.slice(0, hash);
  const pointer = hash === -1 ? '' : ref.slice(hash);
  const match = componentPointer.exec(pointer);
  if (!match) {
    throw new Error(
      `Unsupported $ref "${ref}" in ${currentFile}: references must point at a component, ` +
        `like "./common.yaml#/components/schemas/Error".`,
    );
  }
  const file = filePart === '' ? currentFile : resolveRelative(currentFile, filePart);
  return {file, section: match[1]!, name: match[2]!};
}

function readComponent(document: JsonObject, address: ComponentAddress): unknown {
  const components = document.components;
  const section = isObject(components) ? components[address.section] : undefined;
  const value = isObject(section) ? section[address.name] : undefined;
  if (value === undefined) {
    throw new Error(`$ref target not found: ${address.file}#/components/${address.section}/${address.name}`);
  }
  return value;
}

function isAliasOf(value: unknown, address: ComponentAddress, currentFile: string): boolean {
  if (!isObject(value) || typeof value.$ref !== 'string' || Object.keys(value).length !== 1) {
    return false;
  }
  const target = parseComponentRef(value.$ref, currentFile);
  return target.file === address.file && target.section === address.section && target.name === address.name;
}

/**
 * Bundles the document at `rootPath`. Throws on a reference that is not a component pointer, on a
 * missing target, and when two different components would get the same name.
 */
export function bundleDocument(rootPath: string, load: DocumentLoader): JsonObject {
  const root = structuredClone(load(rootPath));
  const original = isObject(root.components) ? structuredClone(root.components) : {};
  // Components copied from other files, by "section/name", with the file each came from.
  const hoisted = new Map<string, {address: ComponentAddress; value: unknown}>();
  const pending: {address: ComponentAddress; value: unknown}[] = [];

  const register = (address: ComponentAddress): void => {
    if (address.file === rootPath) {
      readComponent(root, address);
      return;
    }
    const key = `${address.section}/${address.name}`;
    const known = hoisted.get(key);
    if (known) {
      if (known.address.file !== address.file) {
        throw new Error(`Component name clash: ${key} comes from both ${known.address.file} and ${address.file}`);
      }
      return;
    }
    const own = isObject(original[address.section])
      ? (original[address.section] as JsonObject)[address.name]
      : undefined;
    if (own !== undefined && !isAliasOf(own, address, rootPath)) {
      throw new Error(`Component name clash: ${key} is defined in ${rootPath} and referenced from ${address.file}`);
    }
    const entry = {address, value: structuredClone(readComponent(load(address.file), address))};
    hoisted.set(key, entry);
    pending.push(entry);
  };

  // Rewrites every $ref below `node` (which lives in `file`) to a local pointer, registering targets.
  // In a map of names (`properties`), a key such as `example` is a property name, not example data.
  const rewrite = (node: unknown, file: string, namesMap = false): void => {
    if (Array.isArray(node)) {
      node.forEach((item) => rewrite(item, file));
      return;
    }
    if (!isObject(node)) {
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (namesMap) {
        rewrite(value, file);
      } else if (key === '$ref' && typeof value === 'string') {
        const address = parseComponentRef(value, file);
        register(address);
        node.$ref = `#/components/${address.section}/${address.name}`;
      } else if (key === 'examples' && isObject(value)) {
        rewriteExamplesMap(value, file);
      } else if (key !== 'example' && key !== 'examples') {
        rewrite(value, file, schemaNameMaps.has(key));
      }
    }
  };

  // A map of Example Objects: each may be a reference; the example values themselves are data.
  const rewriteExamplesMap = (examples: JsonObject, file: string): void => {
    for (const example of Object.values(examples)) {
      if (isObject(example) && typeof example.$ref === 'string') {
        rewrite(example, file);
      }
    }
  };

  rewrite(root, rootPath);
  while (pending.length > 0) {
    const entry = pending.shift()!;
    rewrite(entry.value, entry.address.file);
  }

  const components: JsonObject = isObject(root.components) ? root.components : {};
  for (const [key, {value}] of hoisted) {
    const [section, name] = key.split('/') as [string, string];
    const target = (components[section] ??= {}) as JsonObject;
    // Replaces an alias such as `bearerAuth: {$ref: './common.yaml#/...bearerAuth'}` by the definition.
    target[name] = value;
  }
  if (hoisted.size > 0) {
    root.components = components;
  }
  return root;
}
