/**
 * An answer to a write sent with an API token records the token's name as `created_by` (v2 ContractEdit:
 * "E-mail of the user who made the edit, or the name of the API token"). A page that shows a request sent
 * with `$METERSTONE_API_TOKEN` and then, as its answer, an object whose `created_by` is a user's email
 * tells two stories about one write: this check finds those pairs. An edit saved in the app and read back
 * later (a `GET`) may name a user.
 */
import {extractCodeBlocks, type CodeBlock} from '../../src/api-reference/guides/code-blocks';
import {substituteFigures} from '../../src/example/figures';
import {isObject} from '../../src/lib/json';

export interface CreatedByProblem {
  readonly line: number;
  readonly createdBy: string;
}

/** A request block that writes with an API token: curl with POST, PUT or PATCH, or an SDK call doing so. */
const writesWithToken = (block: CodeBlock): boolean =>
  /METERSTONE_API_TOKEN/.test(block.code) &&
  (/--request (POST|PUT|PATCH)\b|-X (POST|PUT|PATCH)\b/.test(block.code) ||
    /\.(post|put|patch)\(|method: ['"](POST|PUT|PATCH)['"]/.test(block.code));

const isAnswer = (block: CodeBlock): boolean => block.lang === 'json' && /title=["']Response: 2\d\d/.test(block.meta);

/** Every `created_by` in a value, anywhere. */
function createdByValues(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value.flatMap(createdByValues);
  }
  if (!isObject(value)) {
    return [];
  }
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'created_by' && typeof child === 'string' ? [child] : createdByValues(child),
  );
}

/** Answers right after a token-authorized write whose `created_by` is an email address. */
export function findCreatedByProblems(source: string): CreatedByProblem[] {
  // Figures filled in, so that answers quoting `{ex.…}` parse as JSON.
  const blocks = extractCodeBlocks(substituteFigures(source));
  return blocks.flatMap((block, index) => {
    const request = blocks
      .slice(0, index)
      .reverse()
      .find((earlier) => earlier.lang !== 'json');
    if (!isAnswer(block) || !request || !writesWithToken(request)) {
      return [];
    }
    let value: unknown;
    try {
      value = JSON.parse(block.code);
    } catch {
      return [];
    }
    return createdByValues(value)
      .filter((createdBy) => createdBy.includes('@'))
      .map((createdBy) => ({line: block.line, createdBy}));
  });
}
