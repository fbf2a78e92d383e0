/**
 * The page action button as the server renders it: a menu button with its ARIA state and a status
 * region, and no menu until it is opened (the menu's code loads on demand).
 */
import {describe, expect, it} from 'vitest';
import React from 'react';
import {renderToString} from 'react-dom/server';
import {load} from 'cheerio';
import PageActions from '../../../src/components/PageActions';

describe('PageActions', () => {
  const $ = load(renderToString(<PageActions markdownUrl="/launch-guides/quickstart/index.md" />));

  it('is a closed menu button', () => {
    const button = $('button');
    expect(button.attr('aria-haspopup')).toBe('menu');
    expect(button.attr('aria-expanded')).toBe('false');
    expect(button.attr('aria-controls')).toBeUndefined();
    expect(button.text()).toBe('Copy page');
  });

  it('has an empty status region for what an action did, and no menu yet', () => {
    expect($('[role="status"]').text()).toBe('');
    expect($('[role="menu"]')).toHaveLength(0);
  });
});
