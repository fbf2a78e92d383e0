import {describe, expect, it} from 'vitest';
import {httpConfig, localNginxConfig, serverConfig} from '../../../src/serve/nginx-config';
import {movedPaths} from '../../../src/routes/redirects';

const input = {
  movedPaths: {'/invoicing/': '/invoice-customers/', '/provisioning/': '/manage-product-access/provision-customer/'},
  securityHeaders: [
    ['Content-Security-Policy', "default-src 'self'; script-src 'self' 'sha256-a+b/c='"],
    ['X-Content-Type-Options', 'nosniff'],
  ] as const,
  specPaths: ['/v1/docs/openapi', '/v2/openapi.json'],
  corsTextPaths: ['/llms.txt'],
  hiddenPaths: ['/_headers', '/_nginx/'],
  notFoundPage: '/404.html',
  discoveryDocuments: [
    {path: '/.well-known/mcp', contentType: 'application/json; charset=utf-8'},
    {
      path: '/.well-known/api-catalog',
      contentType: 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
    },
  ],
  mcp: {path: '/mcp', upstream: 'http://127.0.0.1:4176', maxRequestBytes: 65536},
};
const config = serverConfig(input);

/** The text of the block that starts with `header`. */
function blockOf(text: string, header: string): string {
  const start = text.indexOf(`${header} {`);
  expect(start, header).toBeGreaterThanOrEqual(0);
  return text.slice(start, text.indexOf('\n}', start) + 2);
}

describe('serverConfig', () => {
  it('moves every page below an old section with a real 301, relative to the host', () => {
    expect(config).toContain('absolute_redirect off;');
    expect(blockOf(config, 'location ^~ /invoicing/')).toContain(
      'rewrite ^/invoicing/(.*)$ /invoice-customers/$1 permanent;',
    );
    expect(blockOf(config, 'location ^~ /provisioning/')).toContain(
      'rewrite ^/provisioning/(.*)$ /manage-product-access/provision-customer/$1 permanent;',
    );
  });

  it('has one moved-section block per entry of the site redirect map', () => {
    const site = serverConfig({...input, movedPaths});
    for (const from of Object.keys(movedPaths)) {
      expect(site).toContain(`location ^~ ${from} {`);
    }
  });

  it('sends index.html and .html paths and directories without their slash to the clean path', () => {
    const fallback = blockOf(config, 'location /');
    expect(fallback).toContain('rewrite ^(.*/)index\\.html$ $1 permanent;');
    expect(fallback).toContain('rewrite ^(.+)\\.html$ $1/ permanent;');
    expect(fallback).toContain('rewrite ^ $uri/ permanent;');
  });

  it('answers unknown paths with the not-found page and status 404', () => {
    expect(config).toContain('error_page 404 /404.html;');
    expect(blockOf(config, 'location = /404.html')).toContain('internal;');
  });

  it('serves the specifications as JSON with CORS and revalidation', () => {
    const spec = blockOf(config, 'location = /v1/docs/openapi');
    expect(spec).toContain('default_type application/json;');
    expect(spec).toContain('add_header Access-Control-Allow-Origin "*" always;');
    expect(spec).toContain('add_header Cache-Control "no-cache" always;');
  });

  it('caches hashed assets for a year as immutable', () => {
    expect(blockOf(config, 'location ^~ /assets/')).toContain(
      'add_header Cache-Control "public, max-age=31536000, immutable" always;',
    );
  });

  it('repeats the security headers in every block that adds headers (nginx does not inherit them there)', () => {
    const blocks = config.split('\n}').filter((text) => text.includes('add_header'));
    expect(blocks.length).toBeGreaterThan(5);
    for (const text of blocks) {
      expect(text).toContain(
        `add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-a+b/c='" always;`,
      );
    }
  });

  it('serves precompressed twins: gzip_static, and .br files when the client accepts Brotli', () => {
    expect(config).toContain('gzip_static on;');
    expect(blockOf(config, 'location ~ /$')).toContain('try_files ${uri}index.html$br_suffix ${uri}index.html =404;');
  });

  it('hides the server instructions that sit in the build', () => {
    expect(blockOf(config, 'location ^~ /_nginx/')).toContain('return 404;');
    expect(blockOf(config, 'location ^~ /_headers')).toContain('return 404;');
  });

  it("answers a page's Markdown copy to a request that prefers Markdown, and says it varies by Accept", () => {
    expect(config).toContain('if (-f $document_root$markdown_copy) {\n  rewrite ^ $markdown_copy last;\n}');
    expect(blockOf(config, 'location ~ /$')).toContain('add_header Vary "Accept" always;');
    expect(blockOf(config, 'location ~ \\.md$')).toContain('add_header Vary "Accept" always;');
  });

  it('serves the discovery documents as JSON with CORS, and proxies the MCP endpoint with limits', () => {
    const card = blockOf(config, 'location = /.well-known/mcp');
    expect(card).toContain('default_type application/json;');
    expect(card).toContain('add_header Access-Control-Allow-Origin "*" always;');
    expect(blockOf(config, 'location = /.well-known/api-catalog')).toContain('default_type application/linkset+json;');
    const mcp = blockOf(config, 'location = /mcp');
    expect(mcp).toContain('proxy_pass http://127.0.0.1:4176;');
    expect(mcp).toContain('client_max_body_size 65536;');
    expect(mcp).toContain('limit_req zone=mcp burst=20 nodelay;');
    expect(mcp).toContain('proxy_buffering off;');
  });

  it('escapes quotes in header values', () => {
    const quoted = serverConfig({...input, securityHeaders: [['X-Test', 'say "hi"']]});
    expect(quoted).toContain('add_header X-Test "say \\"hi\\"" always;');
  });
});

describe('httpConfig', () => {
  it('maps Accept-Encoding to the .br twin and a twin to its type and encoding', () => {
    const http = httpConfig();
    expect(http).toContain('map $http_accept_encoding $br_suffix {');
    expect(http).toContain('"~\\.js\\.br$" "application/javascript; charset=utf-8";');
    expect(http).toContain('"~\\.br$" "br";');
    expect(http).toContain('map $http_accept $prefers_markdown {');
    expect(http).toContain('limit_req_zone $binary_remote_addr zone=mcp:1m rate=2r/s;');
  });
});

describe('localNginxConfig', () => {
  it('keeps nginx in the foreground, on loopback, with every file it writes in its own folder', () => {
    const local = localNginxConfig({
      prefix: '/tmp/x',
      port: 4175,
      root: '/site/build',
      httpInclude: '/site/build/_nginx/http.conf',
      serverInclude: '/site/build/_nginx/server.conf',
      mimeTypes: '/etc/nginx/mime.types',
    });
    expect(local).toContain('daemon off;');
    expect(local).toContain('pid /tmp/x/nginx.pid;');
    expect(local).toContain('listen 127.0.0.1:4175;');
    expect(local).toContain('root /site/build;');
    expect(local).toContain('client_body_temp_path /tmp/x/temp/client_body;');
    expect(local).not.toMatch(/\/var\/log|listen 80/);
  });
});
