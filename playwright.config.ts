import {defineConfig, devices} from '@playwright/test';
import {mockApiCommand, mockApiReadyUrl} from './tests/e2e/support/mock-api';
import {defaultMcpPort} from './src/mcp/endpoint';

// Each checkout (CI, a helper's worktree) can serve its build on its own loopback port.
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// The same build behind nginx with its generated configuration (tests/e2e/nginx/).
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4175);
const nginxURL = `http://127.0.0.1:${nginxPort}`;
const isCI = process.env.CI === 'true';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Two cores on the CI machine: more workers only queue behind the browser.
  workers: 2,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [['list'], ['json', {outputFile: 'test-reports/e2e-report.json'}]],
  use: {
    baseURL,
    // Recording a trace snapshots the DOM at every step: on the API reference (tens of thousands of
    // elements) that made each step several times slower. A failure's retry records it instead.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Debian's Chromium, never a downloaded browser; flags keep it off the closed network.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}, testIgnore: /\/nginx\//},
    {
      name: 'nginx',
      testMatch: /\/nginx\/.*\.spec\.ts$/,
      use: {...devices['Desktop Chrome'], channel: undefined, baseURL: nginxURL},
    },
  ],
  webServer: [
    {
      command: `npx docusaurus serve --port ${port} --host 127.0.0.1 --no-open`,
      url: `${baseURL}/`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
    },
    // nginx over the same build, with the configuration the build generated (npm run serve:nginx).
    {
      command: `npm run serve:nginx -- --port ${nginxPort}`,
      url: `${nginxURL}/`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
      // SIGTERM rather than the default SIGKILL: the script stops nginx and removes its temp folder.
      gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
    },
    // The docs MCP server over the build, where the generated nginx configuration proxies /mcp
    // (METERSTONE_MCP_UPSTREAM at build time; serve:mcp's default port otherwise).
    {
      command: `npm run serve:mcp -- --port ${defaultMcpPort}`,
      port: defaultMcpPort,
      reuseExistingServer: !isCI,
      timeout: 60_000,
    },
    // The mock API of the request console tests (Prism on loopback; MOCK_API_PORT, default 4010).
    {
      command: mockApiCommand,
      url: mockApiReadyUrl,
      reuseExistingServer: !isCI,
      timeout: 60_000,
    },
  ],
});
