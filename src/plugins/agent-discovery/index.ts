/**
 * After the build, writes the discovery documents for agents: the docs MCP server's card
 * (`/.well-known/mcp`) and the API catalog (`/.well-known/api-catalog`, RFC 9727) linking the seven
 * OpenAPI specifications. The server rules give them their types; llms.txt and every response's `Link`
 * header point to them.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {apiSpecs} from '../../api-reference/spec/registry';
import {apiCatalog, apiCatalogPath, serverCard, serverCardPath} from '../../mcp/discovery';

export const name = 'meterstone-agent-discovery';

export default function agentDiscoveryPlugin(context: LoadContext): Plugin {
  return {
    name,
    async postBuild({outDir}) {
      const siteUrl = `${context.siteConfig.url}${context.baseUrl}`;
      const write = async (urlPath: string, document: object) => {
        const target = path.join(outDir, urlPath);
        await mkdir(path.dirname(target), {recursive: true});
        await writeFile(target, `${JSON.stringify(document, null, 2)}\n`);
      };
      await write(serverCardPath, serverCard(siteUrl));
      await write(apiCatalogPath, apiCatalog(siteUrl, apiSpecs));
    },
  };
}
