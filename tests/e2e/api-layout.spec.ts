/**
 * The layout of an operation (issue 13, item 4): from 1200 px the request sample and the response
 * sample stand beside the reference, the success response shown first and every other status a click
 * away; below that they follow it. No Copy button covers a line of code.
 */
import {apiSpecs} from '../../src/api-reference/spec/registry';
import {expect, openPage, test} from './support/fixtures';

const v1 = apiSpecs.find((entry) => entry.id === 'v1')!;
const hydrationTimeout = 60_000;

for (const width of [1280, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({viewport: {width, height: 900}});

    test('samples stand beside the reference, success first, other statuses selectable', async ({page}) => {
      await openPage(page, `${v1.route}#getCustomer`, {timeout: hydrationTimeout});
      const section = page.locator('section[aria-labelledby="getCustomer"]');
      // Off-screen operations have no layout boxes until rendered: wait for the arrival to show this one.
      await expect(section.locator('h4', {hasText: 'Response sample'})).toBeInViewport();
      const details = (await section.locator('h4', {hasText: 'Parameters'}).boundingBox())!;
      const requestSample = (await section.locator('h4', {hasText: 'Request sample'}).boundingBox())!;
      const responseSample = section.locator('h4', {hasText: 'Response sample'});
      expect(requestSample.x).toBeGreaterThan(details.x + details.width);
      expect((await responseSample.boundingBox())!.x).toBe(requestSample.x);

      const shown = section.locator('fieldset:has(input[name="response-getCustomer"]) pre:visible');
      await expect(shown).toHaveCount(1);
      await expect(shown).toContainText('"name": "Acme Logistics"');
      await section.locator('label[for="response-getCustomer-404"]').click();
      await expect(shown).toContainText('"code": "not_found"');
      await expect(shown).toContainText('"doc_url"');

      // Copy buttons sit in their own strip above the first line of code.
      await section.locator('pre').first().hover();
      for (const block of await section.locator('div:has(> pre):has(> button[data-api-copy]):visible').all()) {
        const button = (await block.locator('button[data-api-copy]').boundingBox())!;
        const code = (await block.locator('pre > code').boundingBox())!;
        expect(button.y + button.height).toBeLessThanOrEqual(code.y + 1);
      }
    });
  });
}

test.describe('below 1200 px', () => {
  test.use({viewport: {width: 1100, height: 900}});

  test('the samples follow the reference', async ({page}) => {
    await openPage(page, `${v1.route}#getCustomer`, {timeout: hydrationTimeout});
    const section = page.locator('section[aria-labelledby="getCustomer"]');
    await expect(section.locator('h4', {hasText: 'Responses'})).toBeInViewport();
    const responses = (await section.locator('h4', {hasText: 'Responses'}).boundingBox())!;
    const requestSample = (await section.locator('h4', {hasText: 'Request sample'}).boundingBox())!;
    expect(requestSample.y).toBeGreaterThan(responses.y);
  });
});
