/**
 * What every tool answers: Markdown text, or an error the agent can act on. One cap on the size of any
 * answer keeps both transports within the HTTP response limit, whatever a tool produces.
 */
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {mcpLimits} from '../limits';

/** Room left for the JSON-RPC framing and escaping around the text. */
const maxTextBytes = Math.floor(mcpLimits.maxResponseBytes * 0.8);

export function errorResult(message: string): CallToolResult {
  return {isError: true, content: [{type: 'text', text: message}]};
}

/** The text as the tool's answer, or an error that says how to ask for less when it is too large. */
export function textResult(text: string, tooLarge: string): CallToolResult {
  const bytes = Buffer.byteLength(text);
  if (bytes > maxTextBytes) {
    return errorResult(`The answer is ${bytes} bytes, over the ${maxTextBytes}-byte limit. ${tooLarge}`);
  }
  return {content: [{type: 'text', text}]};
}
