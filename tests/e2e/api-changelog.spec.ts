/**
 * The API changelog (issue #30): the static page lists every entry of api/changelog.yaml by day, each
 * with its breaking badge in words, the footer links it, the page head announces the Atom feed, and the
 * feed answers with one entry per changelog entry.
 */
import path from 'node:path';
import {readChangelog} from '../../src/api-changelog/changelog-file';
import {axeViolations} from './support/axe';
import {expect, openPage, test} from './support/fixtures';

const {entries} = readChangelog(path.resolve(__dirname, '../..'));
const breakingEntries = entries.filter((entry) => entry.changes.some((change) => change.type === 'breaking'));

test.describe('API changelog', () => {
  test('lists every entry with its specification and a breaking badge in words', async ({page}) => {
    await openPage(page, '/api/changelog/');
    await expect(page.getByRole('heading', {level: 1, name: 'API changelog'})).toBeVisible();
    const articles = page.locator('main article');
    await expect(articles).toHaveCount(entries.length);
    for (const entry of entries) {
      const article = articles.filter({has: page.getByRole('heading', {level: 3, name: entry.title})});
      await expect(article).toHaveCount(1);
      const breaking = entry.changes.some((change) => change.type === 'breaking');
      await expect(article.getByText(breaking ? 'Breaking' : 'Non-breaking', {exact: true})).toBeVisible();
      await expect(article.getByRole('list')).toBeVisible();
      await expect(article.getByRole('listitem')).toHaveCount(entry.changes.length);
    }
    await expect(page.locator('main').getByText('Breaking', {exact: true})).toHaveCount(breakingEntries.length);
    // Days are headings, newest first.
    const days = await page
      .locator('main h2 time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
    expect(days).toEqual([...new Set(entries.map((entry) => entry.date))].sort().reverse());
  });

  test('a change links to its operation in the API reference', async ({page}) => {
    await openPage(page, '/api/changelog/');
    const link = page.locator('main article').getByRole('link', {name: 'createContractEdit'});
    await expect(link).toHaveAttribute('href', '/api/v2/#createContractEdit');
  });

  test('the footer links the page, beside the product changelog', async ({page}) => {
    await openPage(page, '/');
    const footer = page.locator('footer');
    await footer.getByRole('link', {name: 'API changelog'}).click();
    await expect(page).toHaveURL(/\/api\/changelog\/$/);
    await expect(page.getByRole('heading', {level: 1, name: 'API changelog'})).toBeVisible();
  });

  test('the page head announces the Atom feed, which lists every entry', async ({page, request}) => {
    await openPage(page, '/api/changelog/');
    const alternate = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(alternate).toHaveCount(1);
    const href = await alternate.getAttribute('href');
    expect(href).toBe('/api/changelog/atom.xml');

    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/);
    expect(xml.match(/<entry>/g)).toHaveLength(entries.length);
    for (const entry of entries) {
      expect(xml).toContain(`/api/changelog/#${entry.date}-${entry.spec}</id>`);
    }
  });

  test('has no accessibility violations in either colour mode', async ({page}) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme});
      await openPage(page, '/api/changelog/');
      expect(await axeViolations(page), colorScheme).toEqual([]);
    }
  });
});
