/**
 * Python and TypeScript samples of a paginated list: they read every page, following the response's
 * cursor until the last page, as a reader's integration does. (curl shows one request: the first page.)
 * A list's last page has a null cursor; a feed's cursor is never null (the delta stream), so its loop
 * ends on a page without items, the point where the reader is caught up, and prints the cursor to poll
 * with later. Looping to a null cursor there never ends.
 * Written here rather than by the snippet generators, which know one request, not a loop.
 */
import type {NameValue} from './code-samples';
import {typescriptField, typescriptKey, typescriptString} from './typescript-literals';

export interface ListRequest {
  /** Absolute URL without the query string. */
  url: string;
  /** Query parameters every page sends (the required ones), in order. */
  query: NameValue[];
  headers: NameValue[];
  /** The query parameter that takes the cursor, and the response field that gives the next one. */
  cursor: string;
  /** The response field that holds the page's items. */
  items: string;
  endsWith: ListEnd;
}

/** How the last page shows: its cursor is null (a list), or it has no items (a feed, never done). */
export type ListEnd = 'null-cursor' | 'empty-page';

/** A Python string literal (JSON's escapes are valid Python ones). */
const pythonString = (text: string): string => JSON.stringify(text);

/** `{"a": "1", "b": ["2", "3"]}`: repeated names become a list, which requests sends as repeats. */
function pythonDict(pairs: readonly NameValue[]): string {
  const grouped = new Map<string, string[]>();
  pairs.forEach(({name, value}) => grouped.set(name, [...(grouped.get(name) ?? []), value]));
  const entries = [...grouped].map(
    ([name, values]) =>
      `${pythonString(name)}: ${values.length === 1 ? pythonString(values[0]!) : `[${values.map(pythonString).join(', ')}]`}`,
  );
  return `{${entries.join(', ')}}`;
}

export function pythonListSample(request: ListRequest): string {
  const cursor = pythonString(request.cursor);
  // Imports come from code-samples, which knows what the finished sample uses.
  return `url = ${pythonString(request.url)}
headers = ${pythonDict(request.headers)}
params = ${pythonDict(request.query)}
items = []
while True:
    response = requests.get(url, headers=headers, params=params)
    response.raise_for_status()
    page = response.json()
    items.extend(page[${pythonString(request.items)}])
${
  request.endsWith === 'null-cursor'
    ? `    if page[${cursor}] is None:
        break  # The last page.
    params[${cursor}] = page[${cursor}]
print(len(items), "items")`
    : `    params[${cursor}] = page[${cursor}]
    if not page[${pythonString(request.items)}]:
        break  # Caught up: the cursor is never null. Store it and poll again later with it.
print(len(items), "items; poll again with next_page", params[${cursor}])`
}
`;
}

/** The TypeScript loop; `typed: false` gives the same loop in JavaScript (no type annotation). */
export function typescriptListSample(request: ListRequest, {typed}: {typed: boolean} = {typed: true}): string {
  const headers = request.headers.map(({name, value}) => `      ${typescriptKey(name)}: ${typescriptString(value)},`);
  const query = request.query.map(
    ({name, value}) => `url.searchParams.append(${typescriptString(name)}, ${typescriptString(value)});\n`,
  );
  const cursor = typescriptField('page', request.cursor);
  return `const url = new URL(${typescriptString(request.url)});
${query.join('')}const items${typed ? ': unknown[]' : ''} = [];
for (;;) {
  const response = await fetch(url, {
    headers: {
${headers.join('\n')}
    },
  });
  if (!response.ok) {
    throw new Error(\`Request failed: \${response.status}\`);
  }
  const page = await response.json();
  items.push(...${typescriptField('page', request.items)});
${
  request.endsWith === 'null-cursor'
    ? `  if (${cursor} === null) {
    break; // The last page.
  }
  url.searchParams.set(${typescriptString(request.cursor)}, ${cursor});
}
console.log(items.length, 'items');`
    : `  url.searchParams.set(${typescriptString(request.cursor)}, ${cursor});
  if (${typescriptField('page', request.items)}.length === 0) {
    break; // Caught up: the cursor is never null. Store it and poll again later with it.
  }
}
console.log(items.length, 'items; poll again with next_page', url.searchParams.get(${typescriptString(request.cursor)}));`
}
`;
}
