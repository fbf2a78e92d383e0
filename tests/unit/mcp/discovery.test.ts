import {describe, expect, it} from 'vitest';
import {apiSpecs} from '../../../src/api-reference/spec/registry';
import {apiCatalog, discoveryLinkHeader, serverCard} from '../../../src/mcp/discovery';
import {mcpUpstream} from '../../../src/mcp/endpoint';
import {toolCatalog} from '../../../src/mcp/tool-catalog';

const siteUrl = 'https://docs.example.com/base/';

interface Linkset {
  linkset: {
    anchor: string;
    item?: {href: string}[];
    'service-desc'?: {href: string}[];
    'service-doc'?: {href: string}[];
  }[];
}

describe('API catalog (RFC 9727)', () => {
  const catalog = apiCatalog(siteUrl, apiSpecs) as Linkset;

  it('anchors its first context at the catalog itself and lists the seven specifications as items', () => {
    const [own] = catalog.linkset;
    expect(own!.anchor).toBe('https://docs.example.com/base/.well-known/api-catalog');
    expect(own!.item!.map((link) => link.href)).toEqual(
      apiSpecs.map((entry) => `https://docs.example.com/base${entry.publishPath}`),
    );
    expect(own!['service-desc']![0]!.href).toBe('https://docs.example.com/base/.well-known/mcp');
  });

  it('gives each API its specification as service-desc and its reference page as service-doc', () => {
    for (const entry of apiSpecs) {
      const context = catalog.linkset.find((link) => link.anchor === `https://docs.example.com/base${entry.route}`);
      expect(context?.['service-desc']?.[0]?.href).toBe(`https://docs.example.com/base${entry.publishPath}`);
      expect(context?.['service-doc']?.[0]?.href).toBe(`https://docs.example.com/base${entry.route}`);
    }
  });
});

describe('MCP server card', () => {
  it('names the HTTP endpoint below the site URL and every tool with its description', () => {
    const card = serverCard(siteUrl) as {transports: {url: string}[]; tools: {name: string; description: string}[]};
    expect(card.transports[0]!.url).toBe('https://docs.example.com/base/mcp');
    expect(card.tools.map((tool) => tool.name)).toEqual(toolCatalog.map((tool) => tool.name));
  });
});

describe('discovery Link header and MCP upstream', () => {
  it('points to both documents under the base URL', () => {
    expect(discoveryLinkHeader('/base/')).toBe(
      '</base/.well-known/api-catalog>; rel="api-catalog", </base/.well-known/mcp>; rel="service-desc"; type="application/json"; title="MCP server card"',
    );
  });

  it('proxies to serve:mcp on loopback unless METERSTONE_MCP_UPSTREAM is set', () => {
    expect(mcpUpstream({})).toBe('http://127.0.0.1:4176');
    expect(mcpUpstream({METERSTONE_MCP_UPSTREAM: 'http://10.0.0.5:8000/'})).toBe('http://10.0.0.5:8000');
  });
});
