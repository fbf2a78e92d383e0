import {describe, expect, it} from 'vitest';
import {intentPath, type LinkTarget} from '../../../src/plugins/prefetch-on-intent/intent';

const here = {href: 'https://docs.meterstone.com/quickstart/#send-events'};

function link(href: string, attributes: {target?: string; download?: boolean} = {}): LinkTarget {
  return {href, target: attributes.target ?? '', hasAttribute: () => attributes.download === true};
}

describe('intentPath', () => {
  it('names another page of the site, relative or absolute, without its hash or query', () => {
    expect(intentPath(link('/api/#createCustomer'), here)).toBe('/api/');
    expect(intentPath(link('../how-meterstone-works/?tab=1'), here)).toBe('/how-meterstone-works/');
    expect(intentPath(link('https://docs.meterstone.com/webhooks/', {target: '_self'}), here)).toBe('/webhooks/');
  });

  it('skips anchors on this page, other origins, new tabs and downloads', () => {
    expect(intentPath(link('#send-events'), here)).toBeUndefined();
    expect(intentPath(link('/quickstart/'), here)).toBeUndefined();
    expect(intentPath(link('https://app.meterstone.com/login'), here)).toBeUndefined();
    expect(intentPath(link('/api/', {target: '_blank'}), here)).toBeUndefined();
    expect(intentPath(link('/v1/docs/openapi', {download: true}), here)).toBeUndefined();
  });
});
