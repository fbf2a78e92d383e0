/**
 * The mock API the request console tests send to: Prism (`@stoplight/prism-cli`) in mock mode on
 * loopback, answering from the v1 specification's examples and checking its bearer auth. Playwright
 * starts it (see playwright.config.ts), so a clean checkout needs no manual step.
 */
import path from 'node:path';

/** Loopback port of the mock; each checkout can pick its own. */
export const mockApiPort = Number(process.env.MOCK_API_PORT ?? 4010);

export const mockApiOrigin = `http://127.0.0.1:${mockApiPort}`;

/** The source specification Prism serves; Prism resolves its `./common.yaml` references locally. */
export const mockApiSpec = path.join('api', 'specs', 'v1.yaml');

/** Command that starts the mock, quiet except for problems. */
export const mockApiCommand = `npx prism mock --host 127.0.0.1 --port ${mockApiPort} --verboseLevel warn ${mockApiSpec}`;

/** A URL that answers once Prism has loaded the specification (401: no token, which is the point). */
export const mockApiReadyUrl = `${mockApiOrigin}/v1/customers`;
