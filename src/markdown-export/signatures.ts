/**
 * The line under each operation's and webhook event's heading in an API page's Markdown. It is unique
 * on its page, so the page action menu finds an operation's section in the page's Markdown by it.
 * Browser-safe: the menu imports it.
 */
export function operationSignature(method: string, path: string): string {
  return `\`${method.toUpperCase()} ${path}\``;
}

export function eventSignature(event: string): string {
  return `Webhook event \`${event}\``;
}
