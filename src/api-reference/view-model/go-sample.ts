/**
 * The Go sample (net/http, standard library only): a complete `package main` that `go run` runs. Written
 * here, not by snippetz's go/native, which drops the query string, ignores every error (a refused
 * connection panics on `res.Body`) and prints the response struct. A paginated list follows the cursor
 * like list-samples does for Python and TypeScript.
 */
import type {NameValue, SampleRequest} from './code-samples';
import {doubleQuotedString, prettyJson, querySeparator, urlWithQuery, type SampleUses} from './native-literals';
import {goKeyLines, goTokenLines} from './sample-conventions';

const fail = (indent: string): string => `${indent}if err != nil {\n${indent}\tlog.Fatal(err)\n${indent}}\n`;

/** A raw string literal when the text allows one (readable JSON), else a quoted one. */
const goText = (text: string): string => (text.includes('`') ? doubleQuotedString(text) : `\`${text}\``);

function headerLines(headers: readonly NameValue[], indent: string): string {
  return headers
    .map(({name, value}) => `${indent}req.Header.Set(${doubleQuotedString(name)}, ${doubleQuotedString(value)})\n`)
    .join('');
}

/** Sends `req` and fails on an error or a status that is not 2xx; leaves the answer in `body`. */
function sendLines(indent: string, closeAtOnce: boolean): string {
  return (
    `${indent}res, err := http.DefaultClient.Do(req)\n${fail(indent)}` +
    (closeAtOnce
      ? `${indent}body, err := io.ReadAll(res.Body)\n${indent}res.Body.Close()\n`
      : `${indent}defer res.Body.Close()\n${indent}body, err := io.ReadAll(res.Body)\n`) +
    fail(indent) +
    `${indent}if res.StatusCode >= 300 {\n${indent}\tlog.Fatalf("Request failed: %s\\n%s", res.Status, body)\n${indent}}\n`
  );
}

function program(imports: readonly string[], body: string): string {
  const sorted = [...new Set(imports)].sort();
  return `package main\n\nimport (\n${sorted.map((name) => `\t"${name}"\n`).join('')})\n\nfunc main() {\n${body}}\n`;
}

function singleRequest(request: SampleRequest, uses: SampleUses): string {
  const json = request.body === undefined ? undefined : prettyJson(request.body);
  const payload =
    request.body === undefined ? '' : `\tpayload := strings.NewReader(${goText(json ?? request.body.text)})\n`;
  const imports = ['fmt', 'io', 'log', 'net/http', ...(request.body === undefined ? [] : ['strings'])];
  const body =
    payload +
    `\treq, err := http.NewRequest(${doubleQuotedString(request.method.toUpperCase())}, ` +
    `${doubleQuotedString(urlWithQuery(request.url, request.query))}, ${payload === '' ? 'nil' : 'payload'})\n${fail('\t')}` +
    headerLines(request.headers, '\t') +
    sendLines('\t', false) +
    (request.respondsWithJson ? '\tfmt.Println(string(body))\n' : '\tfmt.Println(res.Status)\n');
  return program([...imports, ...setupImports(uses)], `${setupLines(uses)}${body}`);
}

function listRequest(
  request: SampleRequest,
  pagination: NonNullable<SampleRequest['pagination']>,
  uses: SampleUses,
): string {
  const firstPage = urlWithQuery(request.url, request.query);
  const feed = pagination.endsWith === 'empty-page';
  // The feed's cursor is never null (a string); a list's is null on the last page (a pointer).
  const fields: [string, string, string][] = [
    ['Items', '[]json.RawMessage', pagination.items],
    ['NextPage', feed ? 'string' : '*string', pagination.cursor],
  ];
  const struct = fields
    .map(([name, type, json]) => `\t\t\t${name.padEnd(8)} ${type.padEnd(17)} \`json:${doubleQuotedString(json)}\`\n`)
    .join('');
  const body =
    `\tfirstPage := ${doubleQuotedString(firstPage)}\n` +
    '\tvar items []json.RawMessage\n' +
    '\tcursor := ""\n' +
    '\tfor {\n' +
    '\t\tpageURL := firstPage\n' +
    '\t\tif cursor != "" {\n' +
    `\t\t\tpageURL += ${doubleQuotedString(`${querySeparator(firstPage)}${pagination.cursor}=`)} + url.QueryEscape(cursor)\n` +
    '\t\t}\n' +
    `\t\treq, err := http.NewRequest("GET", pageURL, nil)\n${fail('\t\t')}` +
    headerLines(request.headers, '\t\t') +
    sendLines('\t\t', true) +
    `\t\tvar page struct {\n${struct}\t\t}\n` +
    `\t\tif err := json.Unmarshal(body, &page); err != nil {\n\t\t\tlog.Fatal(err)\n\t\t}\n` +
    '\t\titems = append(items, page.Items...)\n' +
    (feed
      ? '\t\tcursor = page.NextPage\n' +
        '\t\tif len(page.Items) == 0 {\n' +
        '\t\t\tbreak // Caught up: the cursor is never null. Store it and poll again later with it.\n' +
        '\t\t}\n\t}\n' +
        `\tfmt.Println(len(items), "items; poll again with ${pagination.cursor}", cursor)\n`
      : '\t\tif page.NextPage == nil {\n\t\t\tbreak // The last page.\n\t\t}\n' +
        '\t\tcursor = *page.NextPage\n\t}\n' +
        '\tfmt.Println(len(items), "items")\n');
  return program(
    ['encoding/json', 'fmt', 'io', 'log', 'net/http', 'net/url', ...setupImports(uses)],
    `${setupLines(uses)}${body}`,
  );
}

const setupImports = (uses: SampleUses): string[] => [
  ...(uses.token ? ['os'] : []),
  ...(uses.key ? ['crypto/rand', 'encoding/hex'] : []),
];

const setupLines = (uses: SampleUses): string => `${uses.token ? goTokenLines : ''}${uses.key ? goKeyLines : ''}`;

/** The Go program of one request, or of a paginated list read to its last page. */
export function goSample(request: SampleRequest, uses: SampleUses): string {
  return request.pagination === undefined
    ? singleRequest(request, uses)
    : listRequest(request, request.pagination, uses);
}
