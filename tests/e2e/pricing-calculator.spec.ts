import {axeViolations} from './support/axe';
import {expect, openPage, test} from './support/fixtures';

const guide = '/launch-guides/enterprise-commit/';

test.describe('usage pricing calculator', () => {
  test('recomputes the amount due as the reader types usage', async ({page}) => {
    await openPage(page, guide);
    const calculator = page.getByRole('region', {name: 'Enterprise commit: one month'});
    const total = calculator.getByTestId('pricing-total');
    await expect(total).toHaveText('$820.00');
    await expect(total).toHaveAttribute('aria-live', 'polite');

    // 3,000,000 requests: $2,000 + 2,000,000 × $0.0015 = $5,000, plus $180 of compute: $5,180 of usage.
    // The $1,000 credit and the whole $12,000 commit cover it, so only the $820 of fees and seats stay due.
    const requests = calculator.getByLabel('API requests');
    await requests.fill('3,000,000');
    await expect(calculator.getByText('$5,000.00')).toBeVisible();
    await expect(total).toHaveText('$820.00');

    // 10 seats instead of 8 add $80 to what is due.
    await calculator.getByLabel('Analyst seats').fill('10');
    await expect(total).toHaveText('$900.00');

    // Not a number: the field says so and prices it as zero, without moving the table.
    const box = await total.boundingBox();
    await requests.fill('lots');
    await expect(requests).toHaveAttribute('aria-invalid', 'true');
    await expect(calculator.getByText('Use a whole number, 0 or more.')).toBeVisible();
    expect((await total.boundingBox())?.y).toBe(box?.y);
  });

  test('prices usage beyond the balances as money due', async ({page}) => {
    await openPage(page, '/launch-guides/prepaid-credits/');
    const calculator = page.getByRole('region', {name: 'Prepaid credits: one month of usage'});
    const total = calculator.getByTestId('pricing-total');
    await expect(total).toHaveText('$0.00');
    // 9,000,000 requests: $2,000 + 8,000,000 × $0.0015 = $14,000; with $180 of compute, $14,180 of usage;
    // the $13,000 of balances pay the rest but $1,180.
    await calculator.getByLabel('API requests').fill('9000000');
    await expect(total).toHaveText('$1,180.00');
  });

  test('is keyboard operable: Tab reaches each input in order', async ({page}) => {
    await openPage(page, '/launch-guides/hybrid-business/');
    const calculator = page.getByRole('region', {name: 'Hybrid pricing: one month'});
    await calculator.getByLabel('API requests').focus();
    await page.keyboard.press('Tab');
    await expect(calculator.getByLabel('Compute hours')).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type('0');
    await page.keyboard.press('Tab');
    await expect(calculator.getByLabel('Analyst seats')).toBeFocused();
    // 1,500 hours became 15,000: +13,500 × $0.12 = $1,620 on top of $3,375.
    await expect(calculator.getByTestId('pricing-total')).toHaveText('$4,995.00');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`has no axe violations in ${colorScheme} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme});
      await openPage(page, guide);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      const calculator = page.getByRole('region', {name: 'Enterprise commit: one month'});
      await calculator.getByLabel('API requests').fill('oops');
      expect(await axeViolations(page, ['section[aria-labelledby]'])).toEqual([]);
    });
  }
});
