import {expect, openPage, test, waitForHydration} from './support/fixtures';

test.describe('framework behaviours of the spec', () => {
  test('content images zoom, and are re-armed 1 s after a route change', async ({page}) => {
    await openPage(page, '/developer-resources/');
    // The delay is measured inside the page, from the history push of the client-side navigation to the
    // moment the image gets its zoom class, so a slow test runner cannot make it look shorter or longer.
    await page.evaluate(() => {
      const timing: {navigatedAt?: number; armedAt?: number} = {};
      (window as unknown as {zoomTiming: typeof timing}).zoomTiming = timing;
      const push = history.pushState.bind(history);
      history.pushState = (...args: Parameters<History['pushState']>) => {
        timing.navigatedAt ??= performance.now();
        push(...args);
      };
      new MutationObserver(() => {
        if (timing.navigatedAt !== undefined && document.querySelector('.markdown img.medium-zoom-image')) {
          timing.armedAt ??= performance.now();
        }
      }).observe(document.body, {subtree: true, childList: true, attributes: true, attributeFilter: ['class']});
    });
    // Navigate client-side so the zoom is re-applied by the route-change hook, not by a fresh load.
    await page.locator('article a[href="/developer-resources/entity-relationship-diagram/"]').first().click();
    await expect(page).toHaveURL(/entity-relationship-diagram\/$/);
    const image = page.locator('.markdown img').first();
    await expect(image).toBeVisible();
    await expect(image).toHaveClass(/medium-zoom-image/);
    const timing = await page.evaluate(
      () => (window as unknown as {zoomTiming: {navigatedAt?: number; armedAt?: number}}).zoomTiming,
    );
    expect(timing.armedAt! - timing.navigatedAt!).toBeGreaterThanOrEqual(1000);
    await image.click();
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
    // A second click on the zoomed image closes it.
    await page.locator('.medium-zoom-image--opened').click();
    await expect(page.locator('body')).not.toHaveClass(/medium-zoom--opened/);
  });

  test('linked pages are prefetched on keyboard focus, not when they scroll into view, and never on data saver', async ({
    page,
  }) => {
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'other' && request.url().includes('/assets/js/')) {
        prefetched.push(request.url());
      }
    });
    await openPage(page, '/launch-guides/quickstart/');
    await waitForHydration(page);
    // Dozens of sidebar links are in view; none of their pages is fetched until the reader shows intent.
    await page.waitForLoadState('networkidle');
    expect(prefetched).toEqual([]);
    await page.locator('.theme-doc-sidebar-menu a[href="/how-meterstone-works/"]').focus();
    await expect.poll(() => prefetched.length).toBeGreaterThan(0);

    // On a data-saver connection, Docusaurus's own check still skips it (spec).
    prefetched.length = 0;
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}});
    });
    await openPage(page, '/launch-guides/quickstart/');
    await waitForHydration(page);
    await page.locator('.theme-doc-sidebar-menu a[href="/how-meterstone-works/"]').focus();
    await page.waitForLoadState('networkidle');
    expect(prefetched).toEqual([]);
  });

  test('a progress bar appears only when navigation takes longer than 200 ms', async ({page}) => {
    await openPage(page, '/');
    // Hold back the next page's chunks so the navigation is slow.
    await page.route('**/assets/js/*.js', (route) => setTimeout(() => void route.continue(), 1500));
    const started = Date.now();
    await page.locator('article a[href="/how-meterstone-works/"]').first().click();
    await expect(page.locator('#nprogress')).toBeAttached({timeout: 1500});
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    await expect(page).toHaveURL(/how-meterstone-works\/$/, {timeout: 10_000});
    await waitForHydration(page);
    await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 5000});
  });

  test('code blocks in http, json, python and bash are highlighted', async ({page}) => {
    // Pages that hold each language: headers (http), error bodies (json), webhook checks (python), CLI steps (bash).
    const seen = new Set<string>();
    const pages = [
      '/developer-resources/use-api/authorization/',
      '/developer-resources/use-api/status-codes/',
      '/developer-resources/use-api/webhooks/',
      '/developer-resources/sdks/',
    ];
    for (const path of pages) {
      await openPage(page, path);
      const languages = await page
        .locator('pre[class*="language-"]')
        .evaluateAll((blocks) =>
          blocks
            .filter((block) => block.querySelector('.token') !== null)
            .map((block) => /language-(\w+)/.exec(block.className)?.[1] ?? ''),
        );
      languages.forEach((language) => seen.add(language));
    }
    expect([...seen]).toEqual(expect.arrayContaining(['python', 'json', 'http', 'bash']));
  });

  test('storage keys are the exact keys of the spec, without a namespace', async ({page}) => {
    await openPage(page, '/');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    const keys = await page.evaluate(() => Object.keys(window.localStorage).sort());
    expect(keys).toEqual(
      expect.arrayContaining(['docusaurus.announcement.dismiss', 'docusaurus.announcement.id', 'theme']),
    );
    expect(keys.filter((key) => key.startsWith('theme') || key.startsWith('docusaurus.announcement'))).toHaveLength(3);
  });

  test('docs pages are static HTML: the article is there before any JavaScript runs', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/invoice-customers/how-invoicing-works/');
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('article .markdown p').first()).not.toBeEmpty();
    await context.close();
  });
});
