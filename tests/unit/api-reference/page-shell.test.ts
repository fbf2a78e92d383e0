/**
 * The shell of an API reference page (what the route ships before the operations' view model loads):
 * it keeps what the header, the navigation and the live check read, and nothing of the operations.
 */
import {describe, expect, it} from 'vitest';
import {buildPageContent} from '../../../src/api-reference/view-model/build-page-data';
import {linkedObjects} from '../../../src/api-reference/view-model/objects';
import {pageOutline, pageShell} from '../../../src/api-reference/view-model/page-shell';
import {loadFixture} from './fixtures';

const content = buildPageContent(loadFixture('constructs.yaml'), {specId: 'fixture', fallbackTitle: 'Fixture'});

describe('pageOutline', () => {
  it('lists each tag with its operations, in page order, then the sections that are there', () => {
    const outline = pageOutline(content);
    expect(outline.slice(0, content.tags.length).map((group) => group.anchor)).toEqual(
      content.tags.map((tag) => tag.anchor),
    );
    expect(outline[0]!.items).toEqual(
      content.tags[0]!.operations.map(({anchor, summary, method}) => ({anchor, summary, badge: method})),
    );
    const rest = outline.slice(content.tags.length).map((group) => group.name);
    expect(rest).toContain('Shared responses');
    expect(rest.includes('Objects')).toBe(linkedObjects(content).length > 0);
  });

  it('lists webhook events with an event badge', () => {
    const withEvents = {
      ...content,
      webhooks: {
        name: 'Webhook events',
        anchor: 'webhook-events',
        events: [{anchor: 'onInvoiceFinalized', summary: 'Invoice finalized', responses: []}],
      },
    } as unknown as typeof content;
    const group = pageOutline(withEvents).find((candidate) => candidate.anchor === 'webhook-events');
    expect(group?.items).toEqual([{anchor: 'onInvoiceFinalized', summary: 'Invoice finalized', badge: 'event'}]);
  });
});

describe('pageShell', () => {
  it('keeps the header and the live check, counts the operations, and drops their view model', () => {
    const shell = pageShell(content);
    for (const key of ['tags', 'webhooks', 'schemas', 'responses']) {
      expect(shell).not.toHaveProperty(key);
    }
    expect(shell).toMatchObject({
      status: 'ok',
      specId: 'fixture',
      title: content.title,
      version: content.version,
      servers: content.servers,
      fingerprint: content.fingerprint,
    });
    expect(shell.operationCount).toBe(content.tags.reduce((sum, tag) => sum + tag.operations.length, 0));
    expect(shell.outline).toEqual(pageOutline(content));
    expect(JSON.stringify(shell).length).toBeLessThan(JSON.stringify(content).length / 4);
  });
});
