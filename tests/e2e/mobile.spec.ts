import {expect, openPage, test} from './support/fixtures';

test.describe('mobile layout (below 996 px)', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the menu opens on the docs sidebar and goes back to the main menu', async ({page}) => {
    await openPage(page, '/manage-product-access/create-trial/');
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // On a docs page the secondary panel (the docs sidebar) opens first.
    await expect(
      sidebar.locator('.theme-doc-sidebar-menu a[href="/manage-product-access/create-trial/"]'),
    ).toBeVisible();
    await sidebar.getByRole('button', {name: '← Back to main menu'}).click();
    await expect(sidebar.getByRole('link', {name: 'Documentation'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: /API reference/})).toBeVisible();
  });

  test('the menu closes on navigation', async ({page}) => {
    await openPage(page, '/manage-product-access/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await sidebar.locator('.theme-doc-sidebar-menu a[href="/manage-product-access/provision-customer/"]').click();
    await expect(page).toHaveURL(/\/manage-product-access\/provision-customer\/$/);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('the menu closes when the view becomes desktop', async ({page}) => {
    await openPage(page, '/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.setViewportSize({width: 1200, height: 844});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });
});
