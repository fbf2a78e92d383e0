/**
 * A guide shows what a request answers in a JSON code block titled `Response: <status>`
 * (```json title="Response: 201"```). The content checks validate such blocks against the
 * specification, and the search index leaves them out; both recognise the title here.
 */

const responseTitle = /^Response:\s*(\d{3})\b/;

/** The status a code block's title names, such as `"201"`, when the title marks a response example. */
export function responseTitleStatus(title: string): string | undefined {
  return responseTitle.exec(title)?.[1];
}
