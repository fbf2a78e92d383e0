/**
 * The PHP sample (the curl extension). Written here, not by snippetz's php/curl, which writes the URL in
 * double quotes (a `$` in it interpolates), rebuilds JSON bodies with `json_encode` (an empty object
 * becomes `[]`), has no `<?php` tag and never checks the status. A paginated list follows the cursor.
 */
import type {NameValue, SampleRequest} from './code-samples';
import {prettyJson, querySeparator, singleQuotedString, urlWithQuery, type SampleUses} from './native-literals';
import {phpTokenLines} from './sample-conventions';

/** A body in a nowdoc: no interpolation, no escapes, reads as the JSON it is (PHP 7.3+ indentation). */
function bodyText(body: NonNullable<SampleRequest['body']>, indent: string): string {
  const json = prettyJson(body);
  return json === undefined
    ? singleQuotedString(body.text)
    : `<<<'JSON'\n${json.replace(/^/gm, `${indent}    `)}\n${indent}    JSON`;
}

const headerList = (headers: readonly NameValue[], indent: string): string =>
  `[\n${headers.map(({name, value}) => `${indent}    ${singleQuotedString(`${name}: ${value}`)},\n`).join('')}${indent}]`;

/** Sends the handle `$ch`, stops on a failure or a status that is not 2xx; the answer is in `$body`. */
const sendLines = (indent: string): string =>
  `${indent}$body = curl_exec($ch);\n` +
  `${indent}$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);\n` +
  `${indent}if ($body === false || $status >= 300) {\n` +
  `${indent}    fwrite(STDERR, "Request failed: $status " . curl_error($ch) . "\\n$body\\n");\n` +
  `${indent}    exit(1);\n${indent}}\n` +
  `${indent}curl_close($ch);\n`;

function singleRequest(request: SampleRequest, uses: SampleUses): string {
  const method = request.method.toUpperCase();
  const options = [
    ...(method === 'GET' ? [] : [`    CURLOPT_CUSTOMREQUEST => ${singleQuotedString(method)},\n`]),
    `    CURLOPT_HTTPHEADER => ${headerList(request.headers, '    ')},\n`,
    ...(request.body === undefined ? [] : [`    CURLOPT_POSTFIELDS => ${bodyText(request.body, '    ')},\n`]),
    '    CURLOPT_RETURNTRANSFER => true,\n',
  ];
  return (
    '<?php\n\n' +
    (uses.token ? `${phpTokenLines}\n` : '') +
    `$ch = curl_init(${singleQuotedString(urlWithQuery(request.url, request.query))});\n` +
    `curl_setopt_array($ch, [\n${options.join('')}]);\n` +
    sendLines('') +
    (request.respondsWithJson ? 'echo $body, "\\n";\n' : 'echo $status, "\\n";\n')
  );
}

function listRequest(
  request: SampleRequest,
  pagination: NonNullable<SampleRequest['pagination']>,
  uses: SampleUses,
): string {
  const firstPage = urlWithQuery(request.url, request.query);
  const cursor = singleQuotedString(pagination.cursor);
  const items = singleQuotedString(pagination.items);
  return (
    '<?php\n\n' +
    (uses.token ? `${phpTokenLines}\n` : '') +
    `$firstPage = ${singleQuotedString(firstPage)};\n` +
    `$headers = ${headerList(request.headers, '')};\n` +
    '$items = [];\n$cursor = null;\nwhile (true) {\n' +
    '    $ch = curl_init($cursor === null\n' +
    '        ? $firstPage\n' +
    `        : $firstPage . ${singleQuotedString(`${querySeparator(firstPage)}${pagination.cursor}=`)} . rawurlencode($cursor));\n` +
    '    curl_setopt_array($ch, [CURLOPT_HTTPHEADER => $headers, CURLOPT_RETURNTRANSFER => true]);\n' +
    sendLines('    ') +
    '    $page = json_decode($body, true, 512, JSON_THROW_ON_ERROR);\n' +
    `    array_push($items, ...$page[${items}]);\n` +
    (pagination.endsWith === 'empty-page'
      ? `    $cursor = $page[${cursor}];\n` +
        `    if (count($page[${items}]) === 0) {\n` +
        '        break; // Caught up: the cursor is never null. Store it and poll again later with it.\n' +
        '    }\n}\n' +
        `echo count($items), " items; poll again with ${pagination.cursor} ", $cursor, "\\n";\n`
      : `    if ($page[${cursor}] === null) {\n        break; // The last page.\n    }\n` +
        `    $cursor = $page[${cursor}];\n}\n` +
        'echo count($items), " items\\n";\n')
  );
}

/** The PHP script of one request, or of a paginated list read to its last page. */
export function phpSample(request: SampleRequest, uses: SampleUses): string {
  return request.pagination === undefined
    ? singleRequest(request, uses)
    : listRequest(request, request.pagination, uses);
}
