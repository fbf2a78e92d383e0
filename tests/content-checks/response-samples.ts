/**
 * Response examples in guides: a ```json block titled `Response: <status>` (```json title="Response: 201"```)
 * shows what the request sample just before it answers. The pairing is by position, as the reader
 * reads it: the nearest request sample above the block, on the same page.
 */
import type {CodeBlock} from '../../src/api-reference/guides/code-blocks';
import {responseTitleStatus} from '../../src/api-reference/guides/response-title';
import {requestSamples, type RequestSample} from '../../src/api-reference/guides/request-samples';

export interface ResponseSample {
  /** The status code as the specification keys it, such as `"201"`. */
  readonly status: string;
  readonly bodyText: string;
  /** 1-based line of the block in its page. */
  readonly line: number;
  /** The request the response answers; undefined when no request sample comes before it. */
  readonly request?: RequestSample;
}

/** The `title="…"` of a fence's meta. */
const fenceTitle = /\btitle=(["'])(.*?)\1/;

/** The status a block's title names, when the block is a JSON response example. */
export function responseStatus(block: CodeBlock): string | undefined {
  const title = block.lang === 'json' ? fenceTitle.exec(block.meta)?.[2] : undefined;
  return title === undefined ? undefined : responseTitleStatus(title);
}

/** The response examples of a page's blocks, each with the request sample before it. */
export function responseSamples(blocks: readonly CodeBlock[]): ResponseSample[] {
  let request: RequestSample | undefined;
  const responses: ResponseSample[] = [];
  for (const block of blocks) {
    const status = responseStatus(block);
    if (status !== undefined) {
      responses.push({status, bodyText: block.code, line: block.line, request});
      continue;
    }
    request = requestSamples(block).at(-1) ?? request;
  }
  return responses;
}
