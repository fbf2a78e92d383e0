/**
 * The Java sample (java.net.http, Java 17+): a single-file program that `java Sample.java` runs.
 * Written here, not by snippetz's java/nethttp, which drops the query string and gives a fragment
 * without imports or a class. A paginated list follows the cursor; java.net.http has no JSON parser,
 * so the loop reads the cursor with a pattern (the sample says to use the project's JSON library).
 */
import type {NameValue, SampleRequest} from './code-samples';
import {doubleQuotedString, prettyJson, querySeparator, urlWithQuery, type SampleUses} from './native-literals';
import {javaTokenLines} from './sample-conventions';

/** A text block (readable JSON): `\` and `"""` escaped, the closing quotes on the last line. */
function textBlock(text: string, indent: string): string {
  const escaped = text.replace(/\\/g, '\\\\').replace(/"""/g, '\\"""');
  return `"""\n${escaped
    .split('\n')
    .map((line) => `${indent}${line}`)
    .join('\n')}"""`;
}

function headerLines(headers: readonly NameValue[], indent: string): string {
  return headers
    .map(({name, value}) => `${indent}.header(${doubleQuotedString(name)}, ${doubleQuotedString(value)})\n`)
    .join('');
}

const failOnStatus = (indent: string): string =>
  `${indent}if (response.statusCode() >= 300) {\n` +
  `${indent}    System.err.println("Request failed: " + response.statusCode() + "\\n" + response.body());\n` +
  `${indent}    System.exit(1);\n${indent}}\n`;

function program(imports: readonly string[], uses: SampleUses, body: string): string {
  const all = [
    'java.net.URI',
    'java.net.http.HttpClient',
    'java.net.http.HttpRequest',
    'java.net.http.HttpResponse',
    ...(uses.key ? ['java.util.UUID'] : []),
    ...imports,
  ].sort();
  return (
    `${all.map((name) => `import ${name};\n`).join('')}\n` +
    'public class Sample {\n    public static void main(String[] args) throws Exception {\n' +
    `${uses.token ? javaTokenLines : ''}${body}    }\n}\n`
  );
}

function singleRequest(request: SampleRequest, uses: SampleUses): string {
  const method = request.method.toUpperCase();
  const json = request.body === undefined ? undefined : prettyJson(request.body);
  const publisher =
    request.body === undefined
      ? 'HttpRequest.BodyPublishers.noBody()'
      : `HttpRequest.BodyPublishers.ofString(${json === undefined ? doubleQuotedString(request.body.text) : textBlock(json, '                ')})`;
  const body =
    `        HttpRequest request = HttpRequest.newBuilder(URI.create(${doubleQuotedString(urlWithQuery(request.url, request.query))}))\n` +
    headerLines(request.headers, '            ') +
    (method === 'GET' && request.body === undefined
      ? ''
      : `            .method(${doubleQuotedString(method)}, ${publisher})\n`) +
    '            .build();\n' +
    '        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());\n' +
    failOnStatus('        ') +
    (request.respondsWithJson
      ? '        System.out.println(response.body());\n'
      : '        System.out.println(response.statusCode());\n');
  return program([], uses, body);
}

/** A Java string literal of a regular expression source. */
const patternLiteral = (source: string): string => doubleQuotedString(source);

function listRequest(
  request: SampleRequest,
  pagination: NonNullable<SampleRequest['pagination']>,
  uses: SampleUses,
): string {
  const firstPage = urlWithQuery(request.url, request.query);
  const feed = pagination.endsWith === 'empty-page';
  const field = (name: string) => `"${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`;
  const body =
    "        // java.net.http has no JSON parser: these patterns read the page's fields. With Jackson or\n" +
    '        // Gson in your project, parse the page with it instead.\n' +
    `        Pattern cursorField = Pattern.compile(${patternLiteral(`${field(pagination.cursor)}\\s*:\\s*(null|"([^"]*)")`)});\n` +
    (feed
      ? `        Pattern noItems = Pattern.compile(${patternLiteral(`${field(pagination.items)}\\s*:\\s*\\[\\s*\\]`)});\n`
      : '') +
    '        HttpClient client = HttpClient.newHttpClient();\n' +
    `        String firstPage = ${doubleQuotedString(firstPage)};\n` +
    '        String cursor = null;\n' +
    '        int pages = 0;\n' +
    '        while (true) {\n' +
    '            String pageUrl = cursor == null\n' +
    '                ? firstPage\n' +
    `                : firstPage + ${doubleQuotedString(`${querySeparator(firstPage)}${pagination.cursor}=`)} + URLEncoder.encode(cursor, StandardCharsets.UTF_8);\n` +
    '            HttpRequest request = HttpRequest.newBuilder(URI.create(pageUrl))\n' +
    headerLines(request.headers, '                ') +
    '                .build();\n' +
    '            HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());\n' +
    failOnStatus('            ') +
    '            pages++;\n' +
    // The page's own cursor follows its items: the last match, not one inside an item.
    '            Matcher matches = cursorField.matcher(response.body());\n' +
    '            String next = null;\n' +
    '            boolean found = false;\n' +
    '            while (matches.find()) {\n' +
    '                found = true;\n' +
    '                next = matches.group(2);\n' +
    '            }\n' +
    '            if (!found) {\n' +
    `                throw new IllegalStateException(${doubleQuotedString(`No ${pagination.cursor} in the page`)});\n` +
    '            }\n' +
    (feed
      ? '            cursor = next;\n' +
        '            if (noItems.matcher(response.body()).find()) {\n' +
        '                break; // Caught up: the cursor is never null. Store it and poll again later with it.\n' +
        '            }\n        }\n' +
        `        System.out.println(pages + ${doubleQuotedString(` pages; poll again with ${pagination.cursor} `)} + cursor);\n`
      : '            if (next == null) {\n                break; // The last page.\n            }\n' +
        '            cursor = next;\n        }\n' +
        '        System.out.println(pages + " pages");\n');
  return program(
    ['java.net.URLEncoder', 'java.nio.charset.StandardCharsets', 'java.util.regex.Matcher', 'java.util.regex.Pattern'],
    uses,
    body,
  );
}

/** The Java program of one request, or of a paginated list read to its last page. */
export function javaSample(request: SampleRequest, uses: SampleUses): string {
  return request.pagination === undefined
    ? singleRequest(request, uses)
    : listRequest(request, request.pagination, uses);
}
