/**
 * The Ruby sample (net/http, standard library only). Written here, not by snippetz's ruby/native, which
 * drops the query string, puts the body in double quotes (so `#{...}` in an example value runs as code)
 * and always turns TLS on. A paginated list follows the cursor like list-samples does.
 */
import type {NameValue, SampleRequest} from './code-samples';
import {prettyJson, querySeparator, singleQuotedString, urlWithQuery, type SampleUses} from './native-literals';
import {rubyTokenLines} from './sample-conventions';

const requires = (names: readonly string[]): string =>
  `${[...new Set(names)]
    .sort()
    .map((name) => `require '${name}'\n`)
    .join('')}\n`;

/** A body in a single-quoted heredoc: no interpolation, no escapes, reads as the JSON it is. */
function bodyText(body: NonNullable<SampleRequest['body']>): string {
  const json = prettyJson(body);
  return json === undefined ? singleQuotedString(body.text) : `<<~'JSON'\n${json.replace(/^/gm, '  ')}\nJSON`;
}

const startLine = (call: string): string =>
  `Net::HTTP.start(uri.host, uri.port, use_ssl: uri.scheme == 'https') { |http| ${call} }`;

const failOnStatus = (indent: string): string =>
  `${indent}abort "Request failed: #{response.code}\\n#{response.body}" unless response.is_a?(Net::HTTPSuccess)\n`;

const methodClass = (method: string): string =>
  `Net::HTTP::${method.charAt(0).toUpperCase()}${method.slice(1).toLowerCase()}`;

const headerHash = (headers: readonly NameValue[]): string =>
  `{\n${headers.map(({name, value}) => `  ${singleQuotedString(name)} => ${singleQuotedString(value)},\n`).join('')}}`;

function singleRequest(request: SampleRequest, uses: SampleUses): string {
  return (
    requires(['net/http', ...(uses.key ? ['securerandom'] : [])]) +
    (uses.token ? `${rubyTokenLines}\n` : '') +
    `uri = URI(${singleQuotedString(urlWithQuery(request.url, request.query))})\n` +
    `request = ${methodClass(request.method)}.new(uri)\n` +
    request.headers
      .map(({name, value}) => `request[${singleQuotedString(name)}] = ${singleQuotedString(value)}\n`)
      .join('') +
    (request.body === undefined ? '' : `request.body = ${bodyText(request.body)}\n`) +
    `response = ${startLine('http.request(request)')}\n` +
    failOnStatus('') +
    (request.respondsWithJson ? 'puts response.body\n' : 'puts response.code\n')
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
    requires(['json', 'net/http']) +
    (uses.token ? `${rubyTokenLines}\n` : '') +
    `first_page = ${singleQuotedString(firstPage)}\n` +
    `headers = ${headerHash(request.headers)}\n` +
    'items = []\ncursor = nil\nloop do\n' +
    `  uri = URI(cursor.nil? ? first_page : "#{first_page}${querySeparator(firstPage)}${pagination.cursor}=#{URI.encode_www_form_component(cursor)}")\n` +
    `  response = ${startLine('http.get(uri.request_uri, headers)')}\n` +
    failOnStatus('  ') +
    '  page = JSON.parse(response.body)\n' +
    `  items.concat(page[${items}])\n` +
    (pagination.endsWith === 'empty-page'
      ? `  cursor = page[${cursor}]\n` +
        `  break if page[${items}].empty? # Caught up: the cursor is never null. Store it and poll again later with it.\n` +
        'end\n' +
        `puts "#{items.length} items; poll again with ${pagination.cursor} #{cursor}"\n`
      : `  break if page[${cursor}].nil? # The last page.\n  cursor = page[${cursor}]\nend\n` +
        'puts "#{items.length} items"\n')
  );
}

/** The Ruby script of one request, or of a paginated list read to its last page. */
export function rubySample(request: SampleRequest, uses: SampleUses): string {
  return request.pagination === undefined
    ? singleRequest(request, uses)
    : listRequest(request, request.pagination, uses);
}
