import {describe, expect, it} from 'vitest';
import {analyticsConfig, isNewPage, pageViewParameters} from '../../../src/site-operations/page-view';

const at = (pathname: string, search = '', hash = '') => ({pathname, search, hash});

describe('page views', () => {
  it('counts the first page and each change of path or query, not a jump to an anchor', () => {
    expect(isNewPage(at('/'), null)).toBe(true);
    expect(isNewPage(at('/api/'), at('/'))).toBe(true);
    expect(isNewPage(at('/api/', '?v=2'), at('/api/'))).toBe(true);
    expect(isNewPage(at('/api/', '', '#create-customer'), at('/api/'))).toBe(false);
  });

  it('sends the path and title only', () => {
    expect(pageViewParameters(at('/launch-guides/', '?token=secret', '#x'), 'Launch guides')).toEqual({
      page_path: '/launch-guides/',
      page_title: 'Launch guides',
    });
  });

  it('anonymises IP addresses and leaves page views to the router', () => {
    expect(analyticsConfig).toEqual({send_page_view: false, anonymize_ip: true});
  });
});
