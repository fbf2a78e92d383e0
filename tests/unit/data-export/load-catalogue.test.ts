import {once} from 'node:events';
import {createServer, type Server} from 'node:http';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  bundledCataloguePath,
  catalogueOptionsFromEnv,
  createCatalogueSource,
  loadCatalogue,
} from '../../../src/data-export/load-catalogue';
import {dataExportDestinations} from '../../../src/data-export/destinations';
import {bundledText, rawCatalogue} from './fixtures';

/** Loopback ports reserved for this suite; 3308 deliberately has no listener. */
const servingPort = 3307;
const closedPort = 3308;
const base = `http://127.0.0.1:${servingPort}`;

const invalidYaml = (() => {
  const catalogue = rawCatalogue();
  catalogue.destinations = catalogue.destinations.filter((entry) => entry.id !== 'redshift');
  return JSON.stringify(catalogue);
})();

let server: Server;
const pendingTimers = new Set<NodeJS.Timeout>();

beforeAll(async () => {
  server = createServer((request, response) => {
    switch (request.url) {
      case '/catalogue.yaml':
        response.writeHead(200, {'content-type': 'application/yaml'});
        response.end(bundledText);
        return;
      case '/catalogue.json':
        response.writeHead(200, {'content-type': 'application/json'});
        response.end(JSON.stringify(rawCatalogue()));
        return;
      case '/missing.yaml':
        response.writeHead(404, 'Not Found');
        response.end('no such file');
        return;
      case '/broken.yaml':
        response.writeHead(500, 'Internal Server Error');
        response.end();
        return;
      case '/incomplete.json':
        response.writeHead(200, {'content-type': 'application/json'});
        response.end(invalidYaml);
        return;
      case '/not-yaml.txt':
        response.writeHead(200, {'content-type': 'text/plain'});
        response.end('destinations: [unclosed\n  - : :');
        return;
      case '/slow-headers.yaml': {
        // Answers only after the client has given up.
        const timer = setTimeout(() => response.end(bundledText), 3_000);
        pendingTimers.add(timer);
        return;
      }
      case '/slow-body.yaml': {
        // Sends headers and the first bytes, then stalls.
        response.writeHead(200, {'content-type': 'application/yaml'});
        response.write(bundledText.slice(0, 100));
        const timer = setTimeout(() => response.end(bundledText.slice(100)), 3_000);
        pendingTimers.add(timer);
        return;
      }
      default:
        response.writeHead(404);
        response.end();
    }
  });
  server.listen(servingPort, '127.0.0.1');
  await once(server, 'listening');
});

afterAll(async () => {
  pendingTimers.forEach((timer) => clearTimeout(timer));
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});

describe('loadCatalogue from a remote source', () => {
  it('loads and validates a YAML catalogue', async () => {
    const loaded = await loadCatalogue({url: `${base}/catalogue.yaml`});
    expect(loaded.fromRemote).toBe(true);
    expect(loaded.source).toBe(`${base}/catalogue.yaml`);
    expect(loaded.catalogue.destinations).toHaveLength(dataExportDestinations.length);
    expect(loaded.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('loads a JSON catalogue too', async () => {
    const loaded = await loadCatalogue({url: `${base}/catalogue.json`});
    expect(loaded.catalogue.destinations.map((entry) => entry.id)).toContain('snowflake');
  });

  it('fails on an HTTP error, naming the URL and the status', async () => {
    await expect(loadCatalogue({url: `${base}/broken.yaml`})).rejects.toThrow(
      `Data export catalogue from ${base}/broken.yaml: HTTP 500 Internal Server Error`,
    );
    await expect(loadCatalogue({url: `${base}/missing.yaml`})).rejects.toThrow(
      `Data export catalogue from ${base}/missing.yaml: HTTP 404 Not Found`,
    );
  });

  it('fails on content that does not validate, naming what is wrong', async () => {
    const error = await loadCatalogue({url: `${base}/incomplete.json`}).catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(
      `Data export catalogue from ${base}/incomplete.json: invalid catalogue (1 problem)`,
    );
    expect((error as Error).message).toContain('destinations: missing destinations: redshift');
  });

  it('fails on content that is not YAML or JSON', async () => {
    await expect(loadCatalogue({url: `${base}/not-yaml.txt`})).rejects.toThrow(
      `Data export catalogue from ${base}/not-yaml.txt: not valid YAML or JSON`,
    );
  });

  it('fails when nothing listens at the URL', async () => {
    await expect(loadCatalogue({url: `http://127.0.0.1:${closedPort}/catalogue.yaml`})).rejects.toThrow(
      `Data export catalogue from http://127.0.0.1:${closedPort}/catalogue.yaml: could not be reached (ECONNREFUSED)`,
    );
  });

  it('times out on a server that does not answer', async () => {
    // The message names the 300 ms limit that fired; how long that took is the machine's business.
    await expect(loadCatalogue({url: `${base}/slow-headers.yaml`, timeoutMs: 300})).rejects.toThrow(
      `Data export catalogue from ${base}/slow-headers.yaml: no answer within 300 ms (timeout)`,
    );
  });

  it('times out on a server that stalls in the middle of the body', async () => {
    await expect(loadCatalogue({url: `${base}/slow-body.yaml`, timeoutMs: 300})).rejects.toThrow(
      `Data export catalogue from ${base}/slow-body.yaml: body not received within 300 ms (timeout)`,
    );
  });

  it('refuses a URL that is not http or https', async () => {
    await expect(loadCatalogue({url: 'file:///etc/passwd'})).rejects.toThrow(
      'Data export catalogue from file:///etc/passwd: METERSTONE_DATA_EXPORT_CATALOGUE_URL must use http or https',
    );
  });
});

describe('loadCatalogue without a remote source', () => {
  it('falls back to the bundled copy and never calls fetch', async () => {
    let fetchCalls = 0;
    const countingFetch: typeof fetch = (...args) => {
      fetchCalls += 1;
      return fetch(...args);
    };
    const loaded = await loadCatalogue({...catalogueOptionsFromEnv({}), fetch: countingFetch});
    expect(loaded.fromRemote).toBe(false);
    expect(loaded.source).toBe(bundledCataloguePath);
    expect(loaded.catalogue.destinations).toHaveLength(dataExportDestinations.length);
    expect(fetchCalls).toBe(0);
  });

  it('names the bundled file when it cannot be read', async () => {
    await expect(loadCatalogue({bundledPath: '/nonexistent/catalogue.yaml'})).rejects.toThrow(
      'Data export catalogue from /nonexistent/catalogue.yaml: bundled copy could not be read',
    );
  });
});

describe('catalogueOptionsFromEnv', () => {
  it('treats an unset or blank URL as the bundled copy', () => {
    expect(catalogueOptionsFromEnv({})).toEqual({});
    expect(catalogueOptionsFromEnv({METERSTONE_DATA_EXPORT_CATALOGUE_URL: '  '})).toEqual({});
  });

  it('reads the URL and the timeout', () => {
    expect(
      catalogueOptionsFromEnv({
        METERSTONE_DATA_EXPORT_CATALOGUE_URL: ' https://docs-content.example/catalogue.yaml ',
        METERSTONE_DATA_EXPORT_CATALOGUE_TIMEOUT_MS: '2500',
      }),
    ).toEqual({url: 'https://docs-content.example/catalogue.yaml', timeoutMs: 2500});
  });

  it('rejects a timeout that is not a positive whole number', () => {
    expect(() => catalogueOptionsFromEnv({METERSTONE_DATA_EXPORT_CATALOGUE_TIMEOUT_MS: '10s'})).toThrow(
      'METERSTONE_DATA_EXPORT_CATALOGUE_TIMEOUT_MS must be a positive whole number of milliseconds, got "10s"',
    );
  });
});

describe('createCatalogueSource', () => {
  it('fetches once however many pages ask', async () => {
    let fetchCalls = 0;
    const countingFetch: typeof fetch = (...args) => {
      fetchCalls += 1;
      return fetch(...args);
    };
    const source = createCatalogueSource({url: `${base}/catalogue.yaml`, fetch: countingFetch});
    const [first, second] = await Promise.all([source.load(), source.load()]);
    expect(first).toBe(second);
    expect(fetchCalls).toBe(1);
  });
});
