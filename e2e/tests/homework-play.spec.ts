// The homework play screen (issue 12, spec 001 "Homework screen", sections 2, 4, 5, 6 and 7): the demo teacher sets
// the demo group a homework of one Speedy-numbers game through the API; the demo student opens it, gets a wrong
// answer (Try again brings new numbers, recorded too), then the right one, sees the done state and 1 i$ more in the
// shop; a parent opens it read-only and cannot start, nor record through the API. It works on September 2022
// (slide 8), which no other spec and no demo data use (the puzzle and shop specs share the demo student and the
// current month), and deletes what it made.
import { expect, type APIRequestContext, type Page, type Response, test } from '@playwright/test';
import { BASE_URL } from '../paths.mjs';
import { DEMO_PASSWORD, signIn, signInStudent } from './helpers';

test.describe.configure({ mode: 'serial' });

const MONTH = { year: 2022, month: 8 }; // zero-based: September 2022
const DATE = '2022-09';

interface Item {
  number: number;
  sign: 1 | -1;
}
interface Txn {
  id: number;
  amount: string;
  kind: string;
}
interface Balance {
  balance: string;
  txns: Txn[];
}
interface Reward {
  homework: number;
  task_done: boolean;
  puzzle_opened: boolean;
  paid: string;
}

/** Exact i$ in cents: "18.50" -> 1850. */
const cents = (amount: string) => Math.round(Number(amount) * 100);
const sumOf = (items: Item[]) => items.reduce((sum, item) => sum + item.sign * item.number, 0);

/** An API session of a demo user. */
async function apiAs(request: APIRequestContext, email: string) {
  const signedIn = await request.post(`${BASE_URL}/api/v1/users/user/auth`, {
    data: { username: email, password: DEMO_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  const headers = { Authorization: `Token ${(await signedIn.json()).token}` };
  const call = (method: string, path: string, data?: unknown) =>
    request.fetch(`${BASE_URL}/api/v1/${path}`, { method, headers, data });
  const get = async <T>(path: string): Promise<T> => {
    const response = await call('GET', path);
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  };
  const me = await get<{ id: number; group: number | null }>('users/user/me');
  return { ...me, call, get };
}

let homework: { id: number; order: number; student: number };

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const teacher = await apiAs(request, 'teacher@demo.school');
  const student = await apiAs(request, 'student@demo.school');
  expect(student.group, 'the demo student is in the demo group').not.toBeNull();
  // What an earlier, interrupted run may have left in this month.
  const query = `year=${MONTH.year}&month=${MONTH.month}`;
  for (const left of await teacher.get<{ id: number }[]>(`lessons/homeworks?group=${student.group}&${query}`)) {
    expect((await teacher.call('DELETE', `lessons/homeworks/${left.id}`)).status()).toBe(204);
  }
  // A free tile: neither the group's nor the student's own homework is on it.
  const taken = new Set(
    (await student.get<{ order: number }[]>(`lessons/homeworks?user=${student.id}&${query}`)).map((h) => h.order),
  );
  const order = Array.from({ length: 20 }, (_, i) => i + 1).find((o) => !taken.has(o))!;
  const created = await teacher.call('POST', 'lessons/homeworks', {
    ...MONTH,
    order,
    group: student.group,
    games: [{ type: 'addition', repeat: 1, digit_type: 'elementary', speed: 0.5, operation_number: 3, difficult: 1 }],
  });
  expect(created.status(), await created.text()).toBe(201);
  homework = { id: ((await created.json()) as { id: number }).id, order, student: student.id };
  await request.dispose();
});

test.afterAll(async ({ playwright }) => {
  if (!homework) return;
  const request = await playwright.request.newContext();
  const teacher = await apiAs(request, 'teacher@demo.school');
  expect((await teacher.call('DELETE', `lessons/homeworks/${homework.id}`)).status()).toBe(204);
  await request.dispose();
});

const playPath = (readOnly?: number) =>
  `/games/homework?id=${homework.id}&date=${DATE}&order=${homework.order}${readOnly ? `&read_only=${readOnly}` : ''}`;

const generated = (page: Page) =>
  page.waitForResponse((r: Response) => r.url().includes('/generator/v1/generate') && r.request().method() === 'POST');
const recorded = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/v1/lessons/games') && r.request().method() === 'POST');
const answered = (page: Page) =>
  page.waitForResponse((r) => /\/api\/v1\/lessons\/game\/data\/\d+$/.test(r.url()) && r.request().method() === 'PATCH');

/** Starts a game (Start, or Try again), waits for its numbers and its record, and answers `answer(items)`. */
async function playRound(page: Page, start: () => Promise<void>, answer: (items: Item[]) => number) {
  const round = generated(page);
  const record = recorded(page);
  await start();
  const { items } = (await (await round).json()) as { items: Item[] };
  expect(items).toHaveLength(3);
  expect((await record).status()).toBe(201);
  expect((await record).request().postDataJSON()).toMatchObject({
    type: 'addition',
    homework_game: expect.any(Number),
    user: homework.student,
  });
  await page.getByTestId('play-screen').getByRole('button', { name: 'Start' }).click();
  const input = page.getByLabel('Your answer');
  await expect(input).toBeVisible({ timeout: 15_000 });
  const judged = answered(page);
  await input.fill(String(answer(items)));
  await input.press('Enter');
  return { items, verdict: (await (await judged).json()) as { is_right_answer: boolean; homework_reward?: Reward } };
}

test('the student plays the homework through: Try again with new numbers, the done state, 1 i$ more', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const request = page.request;
  const student = await apiAs(request, 'student@demo.school');
  const before = await student.get<Balance>(`indigo_dollars/balance/${student.id}`);
  // Every 20th right answer of the demo student brings the reward video, and other specs play as them too: close it
  // whenever it shows.
  await page.addLocatorHandler(page.getByTestId('reward-video'), (modal) =>
    modal.getByRole('button', { name: 'Close' }).click(),
  );
  await signInStudent(page);

  await page.goto(playPath());
  const screen = page.getByTestId('homework-screen');
  await expect(screen.getByRole('heading', { name: 'Homework' })).toBeVisible();
  await expect(screen.getByText(`Day ${homework.order} · September 2022`)).toBeVisible();
  await expect(page.getByTestId('homework-current')).toContainText('Task 1 of 1');
  const rows = page.getByTestId('homework-task');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Speedy numbers');
  await expect(rows.first()).toContainText('0/1');
  // The teacher's 0.5 s per number at complexity 1: sound is forced off, and so the speed is locked.
  await expect(page.getByRole('textbox', { name: 'Speed (seconds per number)' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Speed (seconds per number)' })).toHaveValue('0.5');
  await expect(page.getByRole('checkbox', { name: 'Sound' })).toBeDisabled();

  // A wrong answer: NOT CORRECT, no Next; Try again brings new numbers from the generator, recorded again.
  const wrong = await playRound(
    page,
    () => screen.getByRole('button', { name: 'Start' }).click(),
    (items) => sumOf(items) + 1,
  );
  expect(await page.evaluate(() => localStorage.getItem('success_puzzle'))).toBe(String(homework.id));
  expect(wrong.verdict.is_right_answer).toBe(false);
  expect(wrong.verdict.homework_reward).toMatchObject({ task_done: false, paid: '0.00' });
  const result = page.getByTestId('play-result');
  await expect(result).toHaveAttribute('data-outcome', 'lose');
  await expect(result.getByRole('button', { name: 'Next' })).toHaveCount(0);

  // The right answer finishes the homework: the done state, and the reward paid once.
  const right = await playRound(page, () => result.getByRole('button', { name: 'Try again' }).click(), sumOf);
  expect(right.verdict.is_right_answer).toBe(true);
  expect(right.verdict.homework_reward).toEqual({
    homework: homework.id,
    task_done: true,
    puzzle_opened: false,
    paid: '1.00',
  });
  const done = page.getByTestId('homework-done');
  await expect(done).toBeVisible();
  await expect(done.getByRole('heading')).toHaveText('Homework done! +1 i$');

  // The ledger has the reward, and the shop shows the new balance (other specs may spend meanwhile: compare the
  // new entries, not the totals alone).
  const after = await student.get<Balance>(`indigo_dollars/balance/${student.id}`);
  const known = new Set(before.txns.map((t) => t.id));
  const added = after.txns.filter((t) => !known.has(t.id));
  // Another spec may finish a homework of the same demo student meanwhile: this one's reward is among the new entries
  // (paid once per homework: the API's homework tests answer the last task 20 times at once).
  expect(added.filter((t) => t.kind === 'homework_task').map((t) => t.amount)).toContain('1.00');
  expect(cents(after.balance) - cents(before.balance)).toBe(added.reduce((sum, t) => sum + cents(t.amount), 0));

  await done.getByRole('button', { name: 'Back to the puzzle' }).click();
  await expect(page).toHaveURL(/\/dashboard-student\/homework$/);
  await page.goto('/dashboard-student/shop');
  await expect(page.getByTestId('shop-balance-amount')).toHaveText(`${after.balance} i$`);
  if (added.length === 1) expect(cents(after.balance)).toBe(cents(before.balance) + 100);

  // Opened again, the homework is done: the table says so and there is nothing to start.
  await page.goto(playPath());
  await expect(page.getByText('All the tasks are done. Well done!')).toBeVisible();
  await expect(page.getByTestId('homework-task').first()).toContainText('1/1');
  await expect(page.getByTestId('homework-task').first()).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('homework-screen').getByRole('button', { name: 'Start' })).toHaveCount(0);
});

test('a parent opens the homework read-only at phone width: the tasks, the message, no Start', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const parent = await apiAs(page.request, 'parent@demo.school');
  await signIn(page, 'parent@demo.school');
  await expect(page).toHaveURL(new RegExp(`/dashboard-student\\?read_only=${homework.student}$`));
  await page.goto(playPath(homework.student));
  await expect(page.getByTestId('homework-read-only')).toHaveText("You cannot do homework in the student's platform");
  await expect(page.getByTestId('homework-task')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Speed (seconds per number)' })).toHaveCount(0);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByTestId('homework-screen').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard-student/homework\\?read_only=${homework.student}$`));

  // The server refuses a viewer's record too.
  const detail = await parent.get<{ games: { id: number }[] }>(
    `lessons/homeworks/${homework.id}?user=${homework.student}`,
  );
  const refused = await parent.call('POST', 'lessons/games', {
    type: 'addition',
    homework_game: detail.games[0].id,
    operations: [
      { number: 1, sign: 1 },
      { number: 2, sign: 1 },
    ],
  });
  expect(refused.status()).toBe(403);
});
