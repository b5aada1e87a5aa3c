// Layout defects found at phone width (375 px) and in Hebrew (issue 9): each check measures what a child sees.
import { expect, test, type Page } from '@playwright/test';
import { openLanding, signInStudent } from './helpers';

const PHONE = { width: 375, height: 800 };

/** The right edge of the widest element inside the page, and the page's own width. */
const pageWidths = (page: Page) =>
  page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test('the landing page fits: the trial form and its button are not cut off', async ({ page }) => {
    await openLanding(page);
    const form = page.getByTestId('trial-form');
    await expect(form).toBeVisible();
    const widths = await pageWidths(page);
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    for (const box of [
      await form.getByRole('button').first().boundingBox(),
      await form.locator('input').last().boundingBox(),
    ]) {
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
  });

  test('the transaction history shows the Reason column inside the modal', async ({ page }) => {
    await signInStudent(page);
    await page.goto('/dashboard-student/shop');
    await page.getByRole('button', { name: 'Transaction history' }).click();
    const modal = page.getByTestId('shop-history');
    await expect(modal.getByTestId('shop-txn').first()).toBeVisible();
    const frame = (await modal.boundingBox())!;
    const overflow = await modal.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const cell of await modal.locator('.shop-history__reason').all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
    }
  });

  test("the 30-day chart's day and scale labels are drawn at their 12 px, not scaled down to fit", async ({ page }) => {
    await signInStudent(page);
    await page.goto('/dashboard-student/statistic');
    const chart = page.getByTestId('daily-chart');
    await expect(chart.locator('rect.daily-chart__played').first()).toBeAttached();
    const heights = await chart
      .locator('.daily-chart__label, .daily-chart__grid text')
      .evaluateAll((texts) => texts.map((t) => t.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(5);
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(11);
    const widths = await pageWidths(page);
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the shop's balance stays inside the page in German, the longest label", async ({ page }) => {
    await signInStudent(page);
    await page.goto('/dashboard-student/shop?lang=de');
    const balance = page.locator('.shop-balance');
    await expect(balance).toContainText('Guthaben');
    const widths = await pageWidths(page);
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    const box = (await balance.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  });

  test('the payment history fits its card in German, without scrolling sideways', async ({ page }) => {
    await signInStudent(page);
    await page.goto('/dashboard-student/history?lang=de');
    const card = page.locator('.payments-scroll');
    await expect(card.getByRole('columnheader', { name: 'Zahlungsdatum' })).toBeVisible();
    const fit = await card.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(fit.scroll).toBeLessThanOrEqual(fit.client);
  });

  test("the birthday editor's buttons stay inside the profile card in Ukrainian (a tester's 360 px phone)", async ({
    page,
  }) => {
    await signInStudent(page);
    await page.goto('/dashboard-student?lang=ua');
    await page.getByTestId('birthday').getByRole('button').click();
    const card = (await page.locator('.profile-header__card').boundingBox())!;
    const buttons = page.locator('.birthday__actions button');
    await expect(buttons).toHaveCount(2);
    for (const button of await buttons.all()) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
    }
    const widths = await pageWidths(page);
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  });

  test("the student area's four tabs are all on screen in Russian, the longest names", async ({ page }) => {
    await signInStudent(page);
    await page.goto('/dashboard-student?lang=ru');
    const tabs = page.getByRole('navigation', { name: 'Кабинет ученика' }).getByRole('link');
    await expect(tabs).toHaveText(['Главная', 'Домашнее задание', 'Магазин', 'Тренировка']);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
  });
});

test('the demo student, who has a group, sees no "not in a group" notice', async ({ page }) => {
  await signInStudent(page);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await expect(page.getByTestId('lessons').or(page.locator('.lesson-groups')).first()).toBeVisible();
  await expect(page.getByTestId('no-group-notice')).toHaveCount(0);
});

test('Hebrew: the 30-day chart draws its y-axis labels beside the bars, not under them', async ({ page }) => {
  await signInStudent(page);
  await page.goto('/dashboard-student/statistic?lang=he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const chart = page.getByTestId('daily-chart');
  await expect(chart.locator('rect.daily-chart__played').first()).toBeAttached();
  const bars = await chart
    .locator('rect.daily-chart__played')
    .evaluateAll((rects) => rects.map((r) => r.getBoundingClientRect()).filter((b) => b.width > 0));
  const barsRight = Math.max(...bars.map((b) => b.right));
  const labels = await chart
    .locator('.daily-chart__grid text')
    .evaluateAll((texts) => texts.map((t) => t.getBoundingClientRect()));
  expect(labels.length).toBeGreaterThan(1);
  // Right to left, the axis is on the right: every label starts where the bars end.
  for (const label of labels) expect(label.left).toBeGreaterThanOrEqual(barsRight - 0.5);
});
