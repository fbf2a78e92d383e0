import {describe, expect, it} from 'vitest';
import {extractCodeBlocks} from '../../../src/api-reference/guides/code-blocks';
import {sampleConventionProblems, sampleHosts} from '../../../src/api-reference/guides/guide-sample-conventions';
import {applySampleConventions} from '../../../src/api-reference/guides/rewrite-guide-samples';
import {
  shellAuthorizationArgument,
  shellFreshKey,
  shellKeyArgument,
  shellKeyLine,
  typescriptTokenLine,
} from '../../../src/api-reference/view-model/sample-conventions';

const hosts = sampleHosts([
  {
    servers: [
      {url: 'https://api.meterstone.com', 'x-meterstone-environment': 'production'},
      {url: 'https://sandbox.api.meterstone.com', 'x-meterstone-environment': 'sandbox'},
    ],
  },
]);

const page = [
  'Send it to `https://api.meterstone.com` with `uuidgen`.',
  '',
  '```bash',
  'curl https://api.meterstone.com/v1/customers \\',
  '  --request POST \\',
  '  --header "Authorization: Bearer $METERSTONE_API_TOKEN" \\',
  '  --header "Idempotency-Key: $(uuidgen)" \\',
  '  --data \'{"name": "Acme Logistics"}\'',
  'CUSTOMER_KEY=$(uuidgen)',
  'CUSTOMER_ID=$(curl -sS https://api.meterstone.com/v1/customers \\',
  '  --header "Authorization: Bearer ${METERSTONE_API_TOKEN}" \\',
  '  --header "Idempotency-Key: $CUSTOMER_KEY" | jq -r .id)',
  'IDEMPOTENCY_KEY=$(uuidgen)',
  'curl https://api.meterstone.com/v1/products -H "Idempotency-Key: $IDEMPOTENCY_KEY"',
  '```',
  '',
  '- In a list:',
  '',
  '  ```bash',
  '  post() {',
  '    curl -sS -X POST "$BASE$1" \\',
  '      -H "Idempotency-Key: $(uuidgen)" -d "$2"',
  '  }',
  '  ```',
  '',
  '```python',
  'requests.get("https://api.meterstone.com/v1/customers")',
  '```',
  '',
  '```ts',
  '// Node 20 or later.',
  "import {randomUUID} from 'node:crypto';",
  '',
  "const BASE = 'https://api.meterstone.com';",
  'const headers = {Authorization: `Bearer ${process.env.METERSTONE_API_TOKEN}`};',
  '```',
  '',
  '```json title="Response: 200"',
  '{"url": "https://api.meterstone.com/v1/customers"}',
  '```',
].join('\n');

describe('the guide sample codemod', () => {
  const rewritten = applySampleConventions(page, 'docs/some-page.mdx', hosts);
  const lines = rewritten.split('\n');

  it('reads the hosts from the servers by their environment marker', () => {
    expect(hosts).toEqual({sandbox: 'sandbox.api.meterstone.com', production: ['api.meterstone.com']});
  });

  it('puts a key line before each curl command that made its key with uuidgen, at its indentation', () => {
    expect(lines.slice(2, 10)).toEqual([
      '```bash',
      shellKeyLine,
      'curl https://sandbox.api.meterstone.com/v1/customers \\',
      '  --request POST \\',
      `  --header ${shellAuthorizationArgument} \\`,
      `  --header ${shellKeyArgument} \\`,
      '  --data \'{"name": "Acme Logistics"}\'',
      `CUSTOMER_KEY=${shellFreshKey}`,
    ]);
    expect(lines.slice(20, 25)).toEqual([
      '  post() {',
      `    ${shellKeyLine}`,
      '    curl -sS -X POST "$BASE$1" \\',
      `      -H ${shellKeyArgument} -d "$2"`,
      '  }',
    ]);
  });

  it('keeps a key a sample holds in a variable for a retry, made with od', () => {
    expect(lines.slice(11, 15)).toEqual([
      `  --header ${shellAuthorizationArgument} \\`,
      '  --header "Idempotency-Key: $CUSTOMER_KEY" | jq -r .id)',
      shellKeyLine,
      `curl https://sandbox.api.meterstone.com/v1/products -H ${shellKeyArgument}`,
    ]);
  });

  it('moves Python and TypeScript to the sandbox and reads the TypeScript token with a guard', () => {
    expect(rewritten).toContain('requests.get("https://sandbox.api.meterstone.com/v1/customers")');
    expect(rewritten).toContain(
      [
        "import {randomUUID} from 'node:crypto';",
        '',
        typescriptTokenLine,
        "const BASE = 'https://sandbox.api.meterstone.com';",
        'const headers = {Authorization: `Bearer ${token}`};',
      ].join('\n'),
    );
  });

  it('leaves prose and response bodies alone', () => {
    expect(lines[0]).toBe('Send it to `https://api.meterstone.com` with `uuidgen`.');
    expect(rewritten).toContain('{"url": "https://api.meterstone.com/v1/customers"}');
  });

  it('leaves nothing the samples check reports, and changes nothing on a second run', () => {
    const problems = extractCodeBlocks(rewritten).flatMap((block) =>
      sampleConventionProblems('docs/some-page.mdx', block, hosts),
    );
    expect(problems).toEqual([]);
    expect(applySampleConventions(rewritten, 'docs/some-page.mdx', hosts)).toBe(rewritten);
  });

  it('keeps the production host on an allow-listed page, and guards its token there too', () => {
    const home = applySampleConventions(page, 'docs/home-page.mdx', hosts);
    expect(home).toContain('curl https://api.meterstone.com/v1/customers \\');
    expect(home).not.toContain('$(uuidgen)');
    expect(home).not.toContain('Bearer $METERSTONE_API_TOKEN');
  });

  it('leaves a single-quoted token, which the shell never expands, for a person to fix', () => {
    const quoted = [
      '```bash',
      "curl https://sandbox.api.meterstone.com/v1/customers -H 'Authorization: Bearer $METERSTONE_API_TOKEN'",
      '```',
    ];
    const source = quoted.join('\n');
    expect(applySampleConventions(source, 'docs/quoted.mdx', hosts)).toBe(source);
    const [block] = extractCodeBlocks(source);
    expect(
      block && sampleConventionProblems('docs/quoted.mdx', block, hosts).map((p) => p.message.split(':')[0]),
    ).toEqual(['sends the token unguarded']);
  });

  it('refuses a uuidgen key outside a curl command rather than guess where its key line goes', () => {
    const odd = [
      '```bash',
      'wget --header "Idempotency-Key: $(uuidgen)" https://api.meterstone.com/v1/customers',
      '```',
    ];
    expect(() => applySampleConventions(odd.join('\n'), 'docs/odd.mdx', hosts)).toThrow(
      /docs\/odd\.mdx:1: the Idempotency-Key on line 1 of the block is not in a curl command/,
    );
  });
});
