/**
 * The webhooks guide's handlers (its verification function plus its server, in Python and TypeScript)
 * run as pasted and accept a signed delivery whatever the case of the signature header's name: as
 * Meterstone sends it, in lowercase (HTTP/2 and most proxies), and in uppercase. They reject a bad
 * signature, accept either secret during a rotation, and act once on an event delivered twice. A
 * planted handler that reads the header case-sensitively fails.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {createHmac} from 'node:crypto';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {request} from 'node:http';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {extractCodeBlocks} from '../../../src/api-reference/guides/code-blocks';
import {exampleData} from '../../../src/data/example-data';
import {freePort, waitForMock} from '../support/prism-mock';

const siteDir = path.resolve(import.meta.dirname, '../../..');
const blocks = extractCodeBlocks(
  readFileSync(path.join(siteDir, 'docs/developer-resources/use-api/webhooks.mdx'), 'utf8'),
);
const block = (lang: string, marker: string) =>
  blocks.find((entry) => entry.lang === lang && entry.code.includes(marker))?.code ?? '';
const pythonHandler = `${block('python', 'def verify_signature')}\n\n${block('python', 'class MeterstoneWebhook')}`;
const typescriptHandler = `${block('ts', 'export function verifySignature')}\n${block('ts', 'createServer(')}`;

const secrets = ['whsec_old_example', 'whsec_new_example'];
const tempDir = mkdtempSync(path.join(tmpdir(), 'webhook-handlers-'));
const servers: ChildProcess[] = [];

afterAll(() => {
  servers.forEach((server) => server.kill());
  rmSync(tempDir, {recursive: true, force: true});
});

interface Handler {
  readonly port: number;
  readonly output: () => string;
}

async function startHandler(name: string, language: 'python' | 'typescript', code: string): Promise<Handler> {
  const port = await freePort();
  const file = path.join(tempDir, language === 'python' ? `${name}.py` : `${name}.mts`);
  writeFileSync(file, code);
  const command = language === 'python' ? 'python3' : path.join(siteDir, 'node_modules/.bin/tsx');
  const server = spawn(command, [file], {
    env: {...process.env, PORT: String(port), METERSTONE_WEBHOOK_SECRETS: secrets.join(',')},
  });
  servers.push(server);
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForMock(`http://127.0.0.1:${port}/`, 30_000);
  return {port, output: () => output};
}

/** Posts `body` signed with `secret` now, the signature under the header name `headerName`. */
function deliver(port: number, headerName: string, body: string, secret: string): Promise<number> {
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/',
        headers: {'Content-Type': 'application/json', [headerName]: `t=${timestamp},v1=${signature}`},
      },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const event = (id: string) =>
  JSON.stringify({id, type: 'invoice.finalized', created_at: exampleData.januaryInvoice.issuedAt});

/** The statuses of deliveries under each header spelling, a bad signature and the rotation's new secret. */
async function exercise(handler: Handler) {
  const statuses: Record<string, number> = {};
  for (const name of ['Meterstone-Signature', 'meterstone-signature', 'METERSTONE-SIGNATURE']) {
    statuses[name] = await deliver(handler.port, name, event(`evt-${name}`), secrets[0]!);
  }
  statuses['bad signature'] = await deliver(handler.port, 'meterstone-signature', event('evt-bad'), 'whsec_wrong');
  statuses['new secret'] = await deliver(handler.port, 'Meterstone-Signature', event('evt-rotated'), secrets[1]!);
  statuses['second copy'] = await deliver(handler.port, 'Meterstone-Signature', event('evt-rotated'), secrets[0]!);
  return statuses;
}

const expected = {
  'Meterstone-Signature': 200,
  'meterstone-signature': 200,
  'METERSTONE-SIGNATURE': 200,
  'bad signature': 400,
  'new secret': 200,
  'second copy': 200,
};

describe.concurrent('the webhooks guide handlers', {timeout: 90_000}, () => {
  it('are on the page', () => {
    for (const code of [pythonHandler, typescriptHandler]) {
      expect(code).toMatch(/verify_?[sS]ignature/);
      expect(code).toContain('METERSTONE_WEBHOOK_SECRETS');
    }
  });

  for (const [language, code] of [
    ['python', pythonHandler],
    ['typescript', typescriptHandler],
  ] as const) {
    it(`in ${language}: accept any header case, reject a bad signature, rotate secrets, act once per event`, async () => {
      const handler = await startHandler(language, language, code);
      expect(await exercise(handler)).toEqual(expected);
      expect(handler.output().match(/received invoice\.finalized evt-rotated/g)).toHaveLength(1);
    });
  }

  it('catch a handler that reads the header case-sensitively', async () => {
    const planted = pythonHandler.replace(
      'self.headers.get("Meterstone-Signature", "")',
      'dict(self.headers).get("Meterstone-Signature", "")',
    );
    expect(planted).not.toBe(pythonHandler);
    const statuses = await exercise(await startHandler('planted', 'python', planted));
    expect(statuses['meterstone-signature']).toBe(400);
    expect(statuses['METERSTONE-SIGNATURE']).toBe(400);
  });
});
