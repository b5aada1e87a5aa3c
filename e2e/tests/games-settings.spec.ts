// The games list, its free-tier limits, the student area's Training tab (the games remote's exposed list)
// and the settings screens' memory (spec 001 sections 2, 3 and 5).
import { expect, test, type Page } from '@playwright/test';
import { signInStudent } from './helpers';

const ALL_GAMES = [
  '/games/addition',
  '/games/columns',
  '/games/anzan',
  '/games/negative',
  '/games/abacus-game',
  '/games/abacus-random',
  '/games/division',
];

const cardLinks = (page: Page) =>
  page
    .getByTestId('game-list')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));

test('the demo student sees every game and the multiplication submenu', async ({ page }) => {
  await signInStudent(page, 'student@demo.school');
  await page.goto('/games');
  await expect(page.getByTestId('games-frame')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Training games' })).toBeVisible();
  await expect.poll(() => cardLinks(page)).toEqual([...ALL_GAMES, '/games?menu=multiply']);

  await page.getByRole('link', { name: /Multiplication/ }).click();
  await expect(page).toHaveURL(/\/games\?menu=multiply$/);
  await expect
    .poll(() => cardLinks(page))
    .toEqual(['/games/multiply', '/games/squared', '/games/mul-base', '/games/mul-25x25']);
  await page.getByRole('button', { name: /All games/ }).click();
  await expect(page).toHaveURL(/\/games$/);

  await page.getByRole('link', { name: /Speedy numbers/ }).click();
  await expect(page.getByTestId('settings-addition')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/games$/);
});

test('a free user sees neither anzan, negative, multiplication nor division, and /games/anzan sends them to /games', async ({
  page,
}) => {
  await signInStudent(page, 'free@demo.school');
  await page.goto('/games');
  await expect
    .poll(() => cardLinks(page))
    .toEqual(['/games/addition', '/games/columns', '/games/abacus-game', '/games/abacus-random']);
  await expect(page.getByRole('link', { name: /Anzan/ })).toHaveCount(0);

  for (const path of ['/games/anzan', '/games/negative', '/games/division', '/games/multiply', '/games/mul-25x25']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/games$/);
    await expect(page.getByTestId('game-list')).toBeVisible();
  }
  // What a free user may open still opens, with the elementary level only.
  await page.goto('/games/addition');
  await expect(page.getByLabel('Level')).toBeDisabled();
  await expect(page.getByLabel('Level')).toHaveValue('elementary');
});

test('the Training tab shows the list; ?menu=multiply shows the submenu', async ({ page }) => {
  await signInStudent(page, 'student@demo.school');
  await page.getByRole('link', { name: 'Training' }).click();
  await expect(page).toHaveURL(/\/dashboard-student\/training$/);
  const area = page.getByTestId('student-area');
  await expect(area.getByTestId('game-list')).toBeVisible();
  await expect.poll(() => cardLinks(page)).toEqual([...ALL_GAMES, '/dashboard-student/training?menu=multiply']);

  await area.getByRole('link', { name: /Multiplication/ }).click();
  await expect(page).toHaveURL(/\/dashboard-student\/training\?menu=multiply$/);
  await expect(area.getByRole('button', { name: /All games/ })).toBeVisible();
  await expect
    .poll(() => cardLinks(page))
    .toEqual(['/games/multiply', '/games/squared', '/games/mul-base', '/games/mul-25x25']);

  await page.goto('/dashboard-student/training?menu=multiply');
  await expect(area.getByRole('heading', { name: 'Multiplication' })).toBeVisible();
  await area.getByRole('link', { name: /Squares/ }).click();
  await expect(page).toHaveURL(/\/games\/squared$/);
  await expect(page.getByTestId('settings-squared')).toBeVisible();
});

test('a settings screen remembers its choice across a reload (local storage)', async ({ page }) => {
  await signInStudent(page, 'student@demo.school');
  await page.goto('/games/addition');
  await page.getByLabel('Level').selectOption('big_friends');
  await page.getByLabel('Digit').selectOption('7');
  const actions = page.getByRole('textbox', { name: 'Number of actions' });
  await actions.fill('40');
  await actions.press('Enter');
  await expect(actions).toHaveValue('25');
  await page.getByRole('button', { name: 'More: Speed (seconds per number)' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  // The play screen comes with its own issue; the configuration is handed over and stored.
  await expect(page).toHaveURL(/\/games\/game$/);

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('gameConfigs_1') ?? 'null'));
  expect(stored.addition).toMatchObject({ type: 'big_friends', digit: 7, length: 25, speed: 1.7 });

  await page.goto('/games/addition');
  await page.reload();
  await expect(page.getByLabel('Level')).toHaveValue('big_friends');
  await expect(page.getByLabel('Digit')).toHaveValue('7');
  await expect(page.getByRole('textbox', { name: 'Number of actions' })).toHaveValue('25');
  await expect(page.getByRole('textbox', { name: 'Speed (seconds per number)' })).toHaveValue('1.7');
});

test('a visitor who is not signed in is sent to sign in', async ({ page }) => {
  await page.goto('/games/addition');
  await expect(page).toHaveURL(/\/login$/);
});

test('speedy numbers can be played on the abacus from training (issue 9)', async ({ page }) => {
  await signInStudent(page, 'student@demo.school');
  await page.goto('/games/addition');
  await page.getByLabel('Calculation mode').selectOption({ label: 'On the abacus' });
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/games\/game$/);
  await expect(page.getByRole('heading', { name: 'On the abacus' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('group', { name: 'Abacus' }).first()).toBeVisible({ timeout: 15_000 });
});
