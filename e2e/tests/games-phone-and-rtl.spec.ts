// Games at phone width and in Hebrew (issue 9): the beads are big enough for a child's finger, and the card signs
// read the right way round.
import { expect, test } from '@playwright/test';
import { signInStudent } from './helpers';

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  test('the online abacus with 7 rods fits, and every bead button is at least 44 x 44 px', async ({ page }) => {
    await signInStudent(page);
    await page.goto('/games/abacus-game');
    const game = page.getByTestId('abacus-game');
    await game.getByRole('radio', { name: '7' }).check();
    const abacus = game.getByRole('group', { name: 'Abacus' });
    const beads = abacus.getByRole('button', { name: /bead/ });
    await expect(beads).toHaveCount(7 * 5);
    const boxes = await beads.evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().toJSON()));
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(375);
    }
    // A tap on a bead moves that bead.
    const bead = abacus.getByRole('button', { name: /lower bead 1/ }).first();
    await expect(bead).toHaveAttribute('aria-pressed', 'false');
    await bead.tap();
    await expect(bead).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("every game card's title stays inside its card, in the languages with the longest names", async ({ page }) => {
    await signInStudent(page);
    for (const lang of ['de', 'en', 'ru', 'pl']) {
      await page.goto(`/games?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const cards = page.locator('a.game-card');
      await expect(cards).toHaveCount(8);
      const overflows = await cards.evaluateAll((links) =>
        links
          .map((card) => {
            const title = card.querySelector('.game-card__title')!;
            const inner = card.getBoundingClientRect();
            // The glyphs' extent, not the title's box (a word too long for the box runs past it).
            const range = document.createRange();
            range.selectNodeContents(title);
            const text = range.getBoundingClientRect();
            return { title: title.textContent, over: text.right - inner.right, under: inner.left - text.left };
          })
          .filter(({ over, under }) => over > 0 || under > 0),
      );
      expect(overflows, lang).toEqual([]);
    }
  });
});

test('Hebrew: the card signs "1+2" and "−5" read left to right, on /games and in the Training tab', async ({
  page,
}) => {
  await signInStudent(page);
  const cases = [
    ['/games?lang=he', 'addition', '1+2'],
    ['/games?lang=he', 'negative', '−5'],
    ['/dashboard-student/training?lang=he', 'addition', '1+2'],
    ['/dashboard-student/training?lang=he', 'negative', '−5'],
  ];
  for (const [path, game, sign] of cases) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const badge = page.locator(`a[data-game="${game}"] .game-card__badge`);
    await expect(badge).toHaveText(sign);
    // The characters' boxes, in the order the string has them, must go from left to right on screen.
    const lefts = await badge.evaluate((el) => {
      const text = el.firstChild!;
      return Array.from({ length: text.textContent!.length }, (_, i) => {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        return range.getBoundingClientRect().left;
      });
    });
    expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
  }
});

test("Hebrew: the games frame's Back arrow is mirrored (the shared ui-dir-arrow)", async ({ page }) => {
  await signInStudent(page);
  await page.goto('/games?lang=he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arrow = page.getByTestId('games-frame').locator('.games-frame__back .ui-dir-arrow');
  await expect(arrow).toBeVisible();
  expect(await arrow.evaluate((el) => getComputedStyle(el).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
});
