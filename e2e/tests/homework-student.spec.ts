// The student's homework puzzle (issue 12, spec 002 "Homework calendar" student view, sections 4 and 9) against the
// real API and the demo month of homework: the tiles in every state, the game button, the task-done popup on return,
// the parent's read-only view, and the board at phone width. Expected states are computed here from the API's answer,
// apart from the app's own code.
import { expect, test, type Page } from '@playwright/test';
import { apiGet, signIn, signInStudent } from './helpers';

interface Summary {
  id: number;
  order: number;
  year: number;
  month: number;
  user: number | null;
  complete_status: 0 | 1 | 2 | null;
}
type State = 'locked' | 'open' | 'in_progress' | 'done';

/** The browser's month, zero-based as the API wants it. */
const browserMonth = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return { year: d.getFullYear(), month: d.getMonth() };
  });

const monthOf = async (page: Page, studentId: number) => {
  const { year, month } = await browserMonth(page);
  return apiGet<Summary[]>(page, `lessons/homeworks?user=${studentId}&month=${month}&year=${year}`);
};

/** Tile 1-20 -> its homework (a personal one wins over the group's) and the state the spec gives it. */
function expectedTiles(list: Summary[]) {
  const byOrder = new Map<number, Summary>();
  for (const h of list) if (!byOrder.has(h.order) || h.user !== null) byOrder.set(h.order, h);
  return Array.from({ length: 20 }, (_, i) => {
    const homework = byOrder.get(i + 1) ?? null;
    const status = homework?.complete_status ?? 0;
    const state: State = !homework ? 'locked' : status === 2 ? 'done' : status === 1 ? 'in_progress' : 'open';
    return { order: i + 1, homework, state };
  });
}

const tiles = (page: Page) => page.getByTestId('puzzle-tile');
const tileAt = (page: Page, order: number) => page.locator(`[data-testid=puzzle-tile][data-order="${order}"]`);

async function expectBoard(page: Page, expected: ReturnType<typeof expectedTiles>) {
  await expect(tiles(page)).toHaveCount(20);
  for (const { order, state, homework } of expected) {
    await expect(tileAt(page, order)).toHaveAttribute('data-state', state);
    if (homework) await expect(tileAt(page, order)).toHaveAttribute('data-homework-id', String(homework.id));
  }
}

test.describe('homework puzzle (student)', () => {
  test('the Homework tab shows done, in-progress and locked tiles; Play opens the game and keeps the marker', async ({
    page,
  }) => {
    const id = await signInStudent(page);
    const expected = expectedTiles(await monthOf(page, id));
    const states = new Set(expected.map((t) => t.state));
    for (const state of ['done', 'in_progress', 'locked'] as const) expect(states, `a ${state} tile`).toContain(state);

    await page.getByRole('navigation', { name: 'Student area' }).getByRole('link', { name: 'Homework' }).click();
    await expect(page).toHaveURL(/\/dashboard-student\/homework$/);
    const { year, month } = await browserMonth(page);
    const title = new Date(year, month, 15).toLocaleString('en', { month: 'long', year: 'numeric' });
    await expect(page.getByTestId('homework-month')).toHaveText(title);
    await expectBoard(page, expected);
    const done = expected.filter((t) => t.state === 'done').length;
    await expect(page.getByTestId('homework-progress')).toHaveText(`${done} of 20 pieces open`);

    // Done tiles show their piece (no button); locked ones have none; in progress says Resume; open says Play.
    for (const { order, state } of expected) {
      const tile = tileAt(page, order);
      if (state === 'done' || state === 'locked') await expect(tile.getByRole('button')).toHaveCount(0);
      if (state === 'in_progress')
        await expect(tile.getByRole('button', { name: `Resume day ${order}` })).toBeVisible();
      if (state === 'open') await expect(tile.getByRole('button', { name: `Play day ${order}` })).toBeVisible();
    }
    await expect(page.getByTestId('homework-read-only')).toHaveCount(0);

    const resume = expected.find((t) => t.state === 'in_progress')!;
    const hw = resume.homework!;
    await tileAt(page, resume.order)
      .getByRole('button', { name: /^Resume/ })
      .click();
    const date = `${hw.year}-${String(hw.month + 1).padStart(2, '0')}`;
    await expect(page).toHaveURL(`/games/homework?id=${hw.id}&date=${date}&order=${hw.order}`);
    expect(await page.evaluate(() => localStorage.getItem('success_puzzle'))).toBe(String(hw.id));
  });

  test('back from a finished homework: the task-done popup once, with the balance read again', async ({ page }) => {
    const id = await signInStudent(page);
    const finished = expectedTiles(await monthOf(page, id)).find((t) => t.state === 'done')!.homework!;
    await page.goto('/dashboard-student/homework');
    await expect(tiles(page)).toHaveCount(20);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.evaluate((hw) => localStorage.setItem('success_puzzle', String(hw)), finished.id);
    // The balance comes again with the profile (users/user/me), asked for once the month is there: the shell's own
    // profile request of the reload comes before the month's.
    let monthAnswered = false;
    page.on('response', (r) => {
      if (r.url().includes('/lessons/homeworks?')) monthAnswered = true;
    });
    const balanceRead = page.waitForResponse(
      (r) => monthAnswered && r.url().endsWith('/users/user/me') && r.request().method() === 'GET',
    );
    await page.reload();
    const popup = page.getByRole('dialog', { name: 'Well done!' });
    await expect(popup).toContainText('+1 i$');
    const { indigo_dollars: balance } = (await (await balanceRead).json()) as { indigo_dollars: string };
    await expect(page.getByTestId('profile-header').getByTestId('balance')).toContainText(`${balance} i$`);
    expect(await page.evaluate(() => localStorage.getItem('success_puzzle'))).toBeNull();
    await popup.getByRole('button', { name: 'Hooray!' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.reload();
    await expect(tiles(page)).toHaveCount(20);
    await expect(tileAt(page, finished.order)).toHaveAttribute('data-state', 'done');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("the parent sees the child's puzzle read-only and cannot play it", async ({ page }) => {
    await signIn(page, 'parent@demo.school');
    await expect(page).toHaveURL(/\/dashboard-student\?read_only=\d+$/);
    const childId = Number(new URL(page.url()).searchParams.get('read_only'));
    const expected = expectedTiles(await monthOf(page, childId));

    await page.getByRole('navigation', { name: 'Student area' }).getByRole('link', { name: 'Homework' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard-student/homework\\?read_only=${childId}$`));
    await expect(page.getByTestId('homework-read-only')).toHaveText(
      "You cannot do homework in the student's platform.",
    );
    await expectBoard(page, expected);
    await expect(page.getByRole('button', { name: /^(Play|Resume)/ })).toHaveCount(0);

    const open = expected.find((t) => t.state === 'in_progress' || t.state === 'open')!;
    await tileAt(page, open.order)
      .getByRole('button', { name: `View day ${open.order}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/games/homework\\?id=${open.homework!.id}&.*read_only=${childId}$`));
    expect(await page.evaluate(() => localStorage.getItem('success_puzzle'))).toBeNull();
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the board fits the phone, four square pieces a row, and the months can be browsed', async ({ page }) => {
      await signInStudent(page);
      await page.goto('/dashboard-student/homework');
      await expect(tiles(page)).toHaveCount(20);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);

      const first = (await tileAt(page, 1).boundingBox())!;
      const fourth = (await tileAt(page, 4).boundingBox())!;
      const fifth = (await tileAt(page, 5).boundingBox())!;
      expect(Math.abs(first.width - first.height)).toBeLessThanOrEqual(1.5);
      expect(Math.abs(fourth.y - first.y)).toBeLessThanOrEqual(1);
      expect(fifth.y).toBeGreaterThan(first.y + first.height - 2);
      expect(fourth.x + fourth.width).toBeLessThanOrEqual(375);
      for (const button of await page.locator('[data-testid=puzzle-tile] button').all()) {
        const box = (await button.boundingBox())!;
        const tile = (await button.locator('xpath=..').boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(tile.x - 0.5);
        expect(box.x + box.width).toBeLessThanOrEqual(tile.x + tile.width + 0.5);
      }

      // The board keeps its size while the next month loads (held back here): nothing below it jumps.
      const board = (await page.getByTestId('puzzle').boundingBox())!;
      const month = await page.getByTestId('homework-month').textContent();
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/lessons\/homeworks\?/, async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('button', { name: 'Next month' }).click();
      await expect(page.getByTestId('homework-month')).not.toHaveText(month!);
      const loading = (await page.getByTestId('puzzle-loading').boundingBox())!;
      expect(Math.abs(loading.y - board.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(loading.height - board.height)).toBeLessThanOrEqual(1);
      release();
      await expect(tiles(page)).toHaveCount(20);
      const next = (await page.getByTestId('puzzle').boundingBox())!;
      expect(Math.abs(next.y - board.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(next.height - board.height)).toBeLessThanOrEqual(1);
      await page.unroute(/\/lessons\/homeworks\?/);
      await page.getByRole('button', { name: 'Previous month' }).click();
      await expect(page.getByTestId('homework-month')).toHaveText(month!);
    });
  });
});
