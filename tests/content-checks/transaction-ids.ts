/**
 * The rule the usage-event pages state, held in their own samples: a `transaction_id` is derived from
 * the action the event records (a request ID, a job ID, a batch row), never made when the event is
 * sent. An ID built from the clock (`$(date +%s)`, `Date.now()`) or a random generator (`uuid4()`,
 * `randomUUID()`) is new on every resend, so the retry passes deduplication and bills twice
 * (api/specs/v1.yaml `UsageEvent.transaction_id`). The same generators stay right for an
 * `Idempotency-Key`, which this check does not look at.
 *
 * The check reads the code blocks of a page (bash, Python, TypeScript, JavaScript and JSON), finds each
 * value given to `transaction_id`, and follows a variable one step back to its assignment in the same
 * block (`TXN=$(uuidgen)` … `"transaction_id": "$TXN"`).
 */
import {extractCodeBlocks, type CodeBlock} from '../../src/api-reference/guides/code-blocks';

export interface TransactionIdProblem {
  readonly file: string;
  readonly line: number;
  /** The expression that makes the ID, as written. */
  readonly expression: string;
  readonly message: string;
}

const checkedLanguages = new Set([
  'bash',
  'sh',
  'shell',
  'python',
  'py',
  'ts',
  'typescript',
  'js',
  'javascript',
  'json',
]);

/** Calls and variables whose value is the send time or random: a new value on every run. */
const sendTimeOrRandom: readonly RegExp[] = [
  // Shell: the clock and random sources.
  /\$\(\s*date\b/,
  /`date\b/,
  /\$\{?(RANDOM|EPOCHSECONDS|EPOCHREALTIME|SRANDOM)\b/,
  /\$\(\s*(uuidgen|openssl\s+rand|od\b.*\/dev\/u?random|cat\s+\/proc\/sys\/kernel\/random\/uuid)/,
  // Python.
  /\buuid\.?uuid[1-5]?\(|\buuid[14]\(/,
  /\btime\.(time|time_ns|monotonic|perf_counter)\(/,
  /\bdatetime\.(now|utcnow|today)\(/,
  /\b(random|secrets)\.\w+\(/,
  // TypeScript and JavaScript.
  /\brandomUUID\(/,
  /\bDate\.now\(|\bnew Date\(\s*\)/,
  /\bMath\.random\(/,
  /\b(uuidv[14]|v4|nanoid|ulid|cuid)\(/,
  /\bperformance\.now\(/,
];

/** `"transaction_id": value`, `transaction_id: value`, `transaction_id=value`, `["transaction_id"] = value`. */
const transactionIdKey = /["']?transaction_id["']?\]?\s*[:=]\s*/;

/**
 * The expression at the start of `text`: a quoted string (with an `f` prefix in Python), or everything up
 * to the first `,`, `}` or `;` outside parentheses, so a second field on the same line is not read.
 */
function leadingExpression(text: string): string {
  const quoted = /^[fFrRbB]?(["'`])/.exec(text);
  if (quoted) {
    const close = text.indexOf(quoted[1]!, quoted[0].length);
    return close === -1 ? text.trim() : text.slice(0, close + 1);
  }
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if ('([{'.includes(char)) {
      depth += 1;
    } else if (')]}'.includes(char)) {
      if (depth === 0) {
        return text.slice(0, index).trim();
      }
      depth -= 1;
    } else if ((char === ',' || char === ';') && depth === 0) {
      return text.slice(0, index).trim();
    }
  }
  return text.trim();
}

/** The value a line gives to `transaction_id`, if it gives one. */
function transactionIdValue(text: string): string | undefined {
  const key = transactionIdKey.exec(text);
  return key ? leadingExpression(text.slice(key.index + key[0].length)) : undefined;
}

/** An assignment of a variable in shell, Python or TypeScript: `NAME=…`, `name = …`, `const name = …`. */
const assignment = /^\s*(?:export\s+|const\s+|let\s+|var\s+)?([A-Za-z_]\w*)(?::\s*[\w<>[\]]+)?\s*=(?!=)\s*(.+)$/;

/** A jq variable given on the command line: `--arg id "txn_$(uuidgen)"`, read in the program as `$id`. */
const jqArgument = /--arg\s+([A-Za-z_]\w*)\s+("[^"]*"|'[^']*'|\S+)/g;

/** Variable names an expression reads: `$NAME`, `${NAME}`, `{name}` in an f-string, or a bare name. */
function variablesRead(expression: string): string[] {
  const names = new Set<string>();
  for (const match of expression.matchAll(/\$\{?([A-Za-z_]\w*)\}?|\{([A-Za-z_]\w*)\}|\b([A-Za-z_]\w*)\b/g)) {
    const name = match[1] ?? match[2] ?? match[3];
    if (name) {
      names.add(name);
    }
  }
  return [...names];
}

function generator(expression: string): boolean {
  return sendTimeOrRandom.some((pattern) => pattern.test(expression));
}

/** The `transaction_id` values of one block that are made at send time, with their 1-based page lines. */
export function transactionIdsMadeAtSendTime(file: string, block: CodeBlock): TransactionIdProblem[] {
  if (!checkedLanguages.has(block.lang)) {
    return [];
  }
  const lines = block.code.split('\n');
  const assigned = new Map<string, string>();
  const problems: TransactionIdProblem[] = [];
  lines.forEach((text, index) => {
    const value = transactionIdValue(text);
    if (value !== undefined) {
      const source = generator(value)
        ? value
        : variablesRead(value)
            .map((name) => assigned.get(name))
            .find((expression) => expression !== undefined && generator(expression));
      if (source !== undefined) {
        problems.push({
          file,
          line: block.line + 1 + index,
          expression: source === value ? value : `${value} = ${source}`,
          message:
            `transaction_id built from the send time or a random generator (${source === value ? value : `${value}, from ${source}`}): ` +
            'derive it from the action the event records (a request ID, a job ID, a batch row), so that a resend ' +
            'keeps its ID and is deduplicated',
        });
      }
      return;
    }
    const set = assignment.exec(text);
    if (set?.[1] && set[2]) {
      assigned.set(set[1], set[2]);
    }
    for (const [, name = '', value = ''] of text.matchAll(jqArgument)) {
      assigned.set(name, value);
    }
  });
  return problems;
}

/** Every `transaction_id` of a page's samples that is made at send time. */
export function transactionIdProblems(file: string, source: string): TransactionIdProblem[] {
  return extractCodeBlocks(source).flatMap((block) => transactionIdsMadeAtSendTime(file, block));
}
