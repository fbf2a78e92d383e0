/**
 * Rewrites the code blocks of a guide page to the sample convention (see guide-sample-conventions.ts):
 * production host to the sandbox, the guarded token, and `od` keys instead of `uuidgen`. Every rule
 * matches only the old form, so a second run changes nothing. Prose outside code blocks is left alone.
 */
import {extractCodeBlocks, type CodeBlock} from './code-blocks';
import {
  mayCallProduction,
  productionHostPattern,
  pythonLanguages,
  shellLanguages,
  typescriptLanguages,
  type SampleHosts,
} from './guide-sample-conventions';
import {
  shellAuthorizationArgument,
  shellFreshKey,
  shellKeyArgument,
  shellKeyLine,
  shellKeyVariable,
  tokenVariable,
  typescriptAuthorization,
  typescriptTokenLine,
} from '../view-model/sample-conventions';

/** `"Idempotency-Key: $(uuidgen)"`: a key made inside the header, so nothing can send it again. */
const inlineUuidgenKey = /(["'])Idempotency-Key: \$\(uuidgen\)\1/;
/** `NAME=$(uuidgen)`: a key kept in a variable, for a retry. */
const uuidgenAssignment = /\b([A-Za-z_]\w*)=\$\(uuidgen\)/g;
/** `"Idempotency-Key: $IDEMPOTENCY_KEY"` without the guard the reference's samples have. */
const unguardedKeyVariable = new RegExp(
  `"Idempotency-Key: \\$(?:${shellKeyVariable}\\b|\\{${shellKeyVariable}\\})"`,
  'g',
);
/**
 * `"Authorization: Bearer $METERSTONE_API_TOKEN"` in double quotes, the only quoting that expands it; a
 * single-quoted one sends the text `$METERSTONE_API_TOKEN`, is left for a person, and the check reports it.
 */
const unguardedTokenArgument = new RegExp(
  `"Authorization: Bearer \\$(?:${tokenVariable}\\b|\\{${tokenVariable}\\})"`,
  'g',
);
/** `` `Bearer ${process.env.METERSTONE_API_TOKEN}` ``: sends `Bearer undefined` when the variable is unset. */
const inlineTypescriptToken = new RegExp(`\`Bearer \\$\\{process\\.env\\.${tokenVariable}\\}\``, 'g');

function shellLines(lines: string[], where: string): string[] {
  const output: string[] = [];
  lines.forEach((text, index) => {
    let line = text
      .replace(unguardedTokenArgument, () => shellAuthorizationArgument)
      .replace(uuidgenAssignment, (_match, name: string) => `${name}=${shellFreshKey}`)
      .replace(unguardedKeyVariable, () => shellKeyArgument);
    if (inlineUuidgenKey.test(line)) {
      line = line.replace(inlineUuidgenKey, () => shellKeyArgument);
      // The key line goes before the command the header belongs to: back over `\` continuations.
      let start = output.length;
      while (start > 0 && /\\\s*$/.test(output[start - 1] ?? '')) {
        start -= 1;
      }
      const first = start === output.length ? line : (output[start] ?? '');
      if (!/\bcurl\b/.test(first)) {
        throw new Error(`${where}: the Idempotency-Key on line ${index + 1} of the block is not in a curl command`);
      }
      output.splice(start, 0, `${/^\s*/.exec(first)?.[0] ?? ''}${shellKeyLine}`);
    }
    output.push(line);
  });
  return output;
}

/** Reads the token once with the conventions' guard, after the block's opening comments and imports. */
function typescriptLines(lines: string[], where: string): string[] {
  const code = lines.join('\n');
  if (!new RegExp(inlineTypescriptToken.source).test(code)) {
    return lines;
  }
  if (/\b(?:const|let|var)\s+token\b/.test(code)) {
    throw new Error(`${where}: the block already declares \`token\`; rewrite its Authorization header by hand`);
  }
  const indent = /^\s*/.exec(lines.find((text) => text.trim() !== '') ?? '')?.[0] ?? '';
  let header = 0;
  for (let index = 0; index < lines.length; index += 1) {
    const text = (lines[index] ?? '').trim();
    if (text.startsWith('//') || text.startsWith('import ')) {
      header = index + 1;
    } else if (text !== '') {
      break;
    }
  }
  const body = lines.slice(header);
  while (body[0]?.trim() === '') {
    body.shift();
  }
  const tokenLines = typescriptTokenLine
    .replace(/\n$/, '')
    .split('\n')
    .map((text) => indent + text);
  return [
    ...lines.slice(0, header),
    ...(header > 0 ? [''] : []),
    ...tokenLines,
    '',
    ...body.map((text) => text.replace(inlineTypescriptToken, () => typescriptAuthorization)),
  ];
}

function rewriteBlock(block: CodeBlock, lines: string[], file: string, hosts: SampleHosts): string[] {
  const where = `${file}:${block.line}`;
  const production = mayCallProduction(file) ? undefined : productionHostPattern(hosts);
  const sandboxed = production ? lines.map((text) => text.replace(production, () => hosts.sandbox)) : lines;
  if (shellLanguages.includes(block.lang)) {
    return shellLines(sandboxed, where);
  }
  if (typescriptLanguages.includes(block.lang)) {
    return typescriptLines(sandboxed, where);
  }
  // Python samples already read `os.environ[...]`, which raises KeyError naming a missing variable.
  return pythonLanguages.includes(block.lang) || block.lang === 'http' ? sandboxed : lines;
}

/** The page with its code blocks following the convention; `file` is its path from the site root. */
export function applySampleConventions(source: string, file: string, hosts: SampleHosts): string {
  const lines = source.split('\n');
  // From the last block up, so an inserted line does not move the blocks still to rewrite.
  for (const block of extractCodeBlocks(source).reverse()) {
    const bodyLength = block.code.split('\n').length;
    const body = lines.slice(block.line, block.line + bodyLength);
    lines.splice(block.line, bodyLength, ...rewriteBlock(block, body, file, hosts));
  }
  return lines.join('\n');
}
