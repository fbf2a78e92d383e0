#!/usr/bin/env node
// The docs MCP server over stdio (src/mcp/stdio.ts), run with tsx's loader so the TypeScript sources need
// no separate compile step: `npx meterstone-docs-mcp --build ./build` in a checkout. The child shares
// this process's stdin and stdout, which carry the MCP messages.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const entry = fileURLToPath(new URL('../src/mcp/stdio.ts', import.meta.url));
// The child runs in the checkout (where tsx resolves), so a relative --build is made absolute here.
const args = process.argv
  .slice(2)
  .map((arg, index, all) =>
    all[index - 1] === '--build'
      ? path.resolve(arg)
      : arg.replace(/^--build=(.+)$/, (_, dir) => `--build=${path.resolve(dir)}`),
  );
const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
  stdio: 'inherit',
  cwd: fileURLToPath(new URL('..', import.meta.url)),
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal === null ? 0 : 1)));
