import {describe, expect, it} from 'vitest';
import {buildPageContent} from '../../../src/api-reference/view-model/build-page-data';

describe('server views', () => {
  it("carry the server's x-meterstone-environment, and nothing when it is absent", () => {
    const content = buildPageContent(
      {
        openapi: '3.1.0',
        paths: {},
        servers: [
          {url: 'https://api.meterstone.example', description: 'Production'},
          {url: 'https://sandbox.api.meterstone.example', 'x-meterstone-environment': 'sandbox'},
        ],
      },
      {specId: 'x', fallbackTitle: 'X'},
    );
    expect(content.servers).toEqual([
      {url: 'https://api.meterstone.example', description: 'Production'},
      {url: 'https://sandbox.api.meterstone.example', environment: 'sandbox'},
    ]);
  });
});
