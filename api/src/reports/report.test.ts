// Issue 13, the report calls (spec 002 section 7 "Finance"): GET billing/reports/{id}, GET billing/reports
// ?role=student|franchise and the Excel export, on the demo school (seeds/finance.ts): the demo franchise's students
// in March 2026 (Maksym since September 2025, English stream; Olha since October 2025; Petro since September 2025,
// blocked last month) and last month (Dmytro from its 2nd, Yana from its 3rd, Petro blocked on its 16th).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { FranchiseSummary, StudentReportPage, StudentReportRow } from '@abacus/contract/finance-schema';
import { NOT_A_FRANCHISE } from '@abacus/contract/finance';
import { NO_PERMISSION, NOT_FOUND } from '@abacus/contract/messages';
import { clientFor, createTestApp, idOf, type Client, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const as: Record<string, Client> = {};
const ids: Record<string, number> = {};
const PEOPLE = ['super', 'master', 'franchise', 'teacher', 'parent', 'student', 'master2', 'franchise2', 'franchise3'];

before(async () => {
  t = await createTestApp();
  for (const who of PEOPLE) {
    ids[who] = await idOf(t, `${who}@demo.school`);
    as[who] = await clientFor(t, `${who}@demo.school`);
  }
});
after(() => t.close());

const now = new Date();
const last =
  now.getMonth() === 0
    ? { year: now.getFullYear() - 1, month: 12 }
    : { year: now.getFullYear(), month: now.getMonth() };
const daysOfLast = new Date(last.year, last.month, 0).getDate();

describe('the month report', { concurrency: 1 }, () => {
  test("a franchise's March 2026: three students, the sums and the rows per price (docs/finance.md)", async () => {
    const res = await as.franchise('GET', '/api/v1/billing/reports/me?role=franchise&month=3&year=2026');
    assert.equal(res.statusCode, 200, res.body);
    const summary = res.json() as FranchiseSummary;
    assert.equal(summary.id, ids.franchise);
    assert.equal(summary.currency, 'uah');
    assert.equal(summary.days_total, 31);
    assert.deepEqual(summary.students, { total: 3, active: 3, inactive: 0 });
    // Maksym (English: 15 % of 1000.00) 150.00, Olha 100.00, Petro (10 % of 900.00) 90.00.
    assert.equal(summary.turnover, '2900.00');
    assert.equal(summary.royalty_sum, '340.00');
    assert.equal(summary.pr_sum, '145.00');
    assert.equal(summary.total, '485.00');
    assert.deepEqual(summary.table_rows, [
      { price: '900.00', students: 1, turnover: '900.00', pr: '45.00', royalty: '90.00' },
      { price: '1000.00', students: 2, turnover: '2000.00', pr: '100.00', royalty: '250.00' },
    ]);
    // The same by id, as the master franchise reads it.
    const byMaster = await as.master('GET', `/api/v1/billing/reports/${ids.franchise}?month=3&year=2026`);
    assert.deepEqual(byMaster.json(), summary);
  });

  test('last month: the first-month grace, a start on the 3rd and a block on the 16th', async () => {
    const query = `role=student&franchise=me&month=${last.month}&year=${last.year}`;
    const answer = (await as.franchise('GET', `/api/v1/billing/reports?${query}`)).json() as StudentReportPage;
    const rows = answer.results;
    const row = (name: string) => {
      const found = rows.find((r) => r.full_name.includes(name));
      assert.ok(found, name);
      return found;
    };
    assert.deepEqual(
      rows.map((r) => r.full_name),
      ['Bondarenko Maksym', 'Kravets Olha', 'Moroz Yana', 'Savchuk Dmytro', 'Shevchuk Petro'],
      'by last name; Taras (blocked in 2025) is not in the month',
    );
    assert.deepEqual(
      { mode: row('Savchuk').price_mode, days: row('Savchuk').days_count, price: row('Savchuk').study_price },
      { mode: 'first', days: daysOfLast, price: '600.00' },
    );
    assert.equal(row('Moroz').price_mode, 'first');
    assert.equal(row('Moroz').days_count, daysOfLast - 2);
    assert.equal(row('Shevchuk').days_count, 15);
    assert.equal(row('Shevchuk').is_active, false);
    assert.equal(row('Shevchuk').study_period.end?.slice(8), '15');
    assert.equal(row('Bondarenko').english, true);
    assert.equal(row('Bondarenko').group_name, 'Demo group');
    assert.equal(row('Kravets').group_name, 'Evening group');
    assert.equal(row('Kravets').teacher, 'Anna Wiśniewska');
    const summary = (
      await as.franchise('GET', `/api/v1/billing/reports/me?month=${last.month}&year=${last.year}`)
    ).json();
    assert.deepEqual(summary.students, { total: 5, active: 4, inactive: 1 });
  });

  test("a student who joined before their group's first lesson studies from that lesson, not from joining", async () => {
    const db = t.database.pool;
    const mm = String(last.month).padStart(2, '0');
    const teacher = (await db.query("select id from users where email = 'teacher@demo.school'")).rows[0].id;
    const { rows: made } = await db.query(
      `insert into groups (name, teacher_id, lessons_starts) values ('Late start group', $1, $2) returning id`,
      [teacher, `${last.year}-${mm}-10`],
    );
    const group = made[0].id as number;
    const { rows: kid } = await db.query(
      `insert into users (email, password_hash, role, first_name, last_name, group_id, price, price_first_month, created)
       values ('late-start@demo.school', 'x', 'student', 'Lev', 'Aaronson', $1, '1000.00', '600.00', $2) returning id`,
      [group, `${last.year}-${mm}-01T09:00:00Z`],
    );
    try {
      const query = `role=student&franchise=me&month=${last.month}&year=${last.year}`;
      const rows = ((await as.franchise('GET', `/api/v1/billing/reports?${query}`)).json() as StudentReportPage)
        .results;
      const row = rows.find((r) => r.full_name === 'Aaronson Lev');
      assert.ok(row, 'in the month of the first lesson');
      assert.equal(
        row.study_period.start?.slice(0, 10),
        `${last.year}-${mm}-10`,
        'made on the 1st, studies from the 10th',
      );
      assert.equal(row.days_count, daysOfLast - 9);
    } finally {
      await db.query('delete from users where id = $1', [kid[0].id]);
      await db.query('delete from groups where id = $1', [group]);
    }
  });

  test("the study start follows the group's start until it begins; a first group starts it today", async () => {
    const db = t.database.pool;
    const day = async (sql: string, values: unknown[]) => (await db.query(sql, values)).rows[0];
    const today = (await day("select (now() at time zone 'Europe/Kiev')::date::text as d", [])).d as string;
    const teacher = (await day("select id from users where email = 'teacher@demo.school'", [])).id;
    const later = (days: number) => day(`select ($1::date + $2::int)::text as d`, [today, days]).then((r) => r.d);
    const group = (
      await day(`insert into groups (name, teacher_id, lessons_starts) values ('Next term', $1, $2) returning id`, [
        teacher,
        await later(30),
      ])
    ).id;
    const startOf = async (id: number) =>
      (await day('select study_start::text as s from users where id = $1', [id])).s as string | null;
    const insert = async (email: string, groupId: number | null) =>
      (
        await day(
          `insert into users (email, password_hash, role, first_name, last_name, group_id)
           values ($1, 'x', 'student', 'New', 'Kid', $2) returning id`,
          [email, groupId],
        )
      ).id as number;
    const early = await insert('early-bird@demo.school', group);
    const loose = await insert('no-group-yet@demo.school', null);
    try {
      assert.equal(await startOf(early), await later(30), "the group's first lesson");
      await db.query('update groups set lessons_starts = $2 where id = $1', [group, await later(40)]);
      assert.equal(await startOf(early), await later(30), 'a later start does not put the billing off');
      await db.query('update groups set lessons_starts = $2 where id = $1', [group, await later(10)]);
      assert.equal(await startOf(early), await later(10), 'an earlier one brings it on');
      await db.query('update groups set lessons_starts = $2 where id = $1', [group, await later(-5)]);
      assert.equal(await startOf(early), today, 'never before today');
      await db.query('update groups set lessons_starts = $2 where id = $1', [group, await later(50)]);
      assert.equal(await startOf(early), today, 'begun: kept');

      // A start years ahead puts the billing off by 62 days at most.
      await db.query('update groups set lessons_starts = $2 where id = $1', [group, '2099-01-01']);
      const far = await insert('far-future@demo.school', group);
      assert.equal(await startOf(far), await later(62));
      await db.query('delete from users where id = $1', [far]);
      await db.query('update groups set lessons_starts = null where id = $1', [group]);
      const started = await insert('no-start@demo.school', group);
      assert.equal(await startOf(started), null, 'a group without a start has begun');
      await db.query('delete from users where id = $1', [started]);

      assert.equal(await startOf(loose), 'infinity', 'no group, no study yet');
      const demoGroup = (await day("select id from groups where name = 'Demo group'", [])).id;
      await db.query('update users set group_id = $2 where id = $1', [loose, demoGroup]);
      assert.equal(await startOf(loose), today, 'a group that has begun: today');
      await db.query('update users set group_id = $2 where id = $1', [loose, group]);
      assert.equal(await startOf(loose), today, 'a move keeps a begun study');
    } finally {
      await db.query('delete from users where id = any($1)', [[early, loose]]);
      await db.query('delete from groups where id = $1', [group]);
    }
  });

  test('the column filters, the search, the sort and the pages (spec 002 "Reports screen")', async () => {
    const base = `/api/v1/billing/reports?role=student&franchise=me&month=${last.month}&year=${last.year}`;
    const names = async (query: string) => {
      const res = await as.franchise('GET', `${base}&${query}`);
      assert.equal(res.statusCode, 200, `${query}: ${res.body}`);
      return (res.json() as StudentReportPage).results.map((r) => r.full_name.split(' ')[0]);
    };
    const all = (await as.franchise('GET', base)).json() as StudentReportPage;
    const evening = all.filters.groups.find((g) => g.name === 'Evening group')!;
    assert.deepEqual(
      all.filters.groups.map((g) => g.name),
      ['Demo group', 'Evening group'],
    );
    assert.deepEqual(all.filters.prices, ['900.00', '1000.00', '1200.00']);
    assert.deepEqual(await names(`group=${evening.id}`), ['Kravets', 'Moroz', 'Savchuk', 'Shevchuk']);
    assert.deepEqual(await names(`group=${evening.id}&ordering=-full_name`), [
      'Shevchuk',
      'Savchuk',
      'Moroz',
      'Kravets',
    ]);
    assert.deepEqual(await names('ordering=group_name'), ['Bondarenko', 'Kravets', 'Moroz', 'Savchuk', 'Shevchuk']);
    assert.deepEqual(await names('blocked=true'), ['Shevchuk']);
    assert.deepEqual(await names('price=1200'), ['Moroz']);
    assert.deepEqual(await names('name=olha'), ['Kravets']);
    assert.deepEqual(await names('search=evening&ordering=-full_name&step=2'), ['Shevchuk', 'Savchuk']);
    assert.deepEqual(await names('start=2025-09'), ['Bondarenko', 'Shevchuk']);
    assert.deepEqual(await names(`teacher=${all.results[0].teacher_id}&search=bondarenko`), ['Bondarenko']);
    const second = (await as.franchise('GET', `${base}&step=2&page=2`)).json() as StudentReportPage;
    assert.equal(second.count, 5);
    assert.ok(second.next && second.previous);
    for (const bad of ['price=abc', 'start=2025-13', 'blocked=yes', 'ordering=email', 'group=x', 'page=0']) {
      assert.equal((await as.franchise('GET', `${base}&${bad}`)).statusCode, 400, bad);
    }
  });

  test('a master franchise lists its franchises; the network adds up its franchises', async () => {
    const list = (await as.master('GET', '/api/v1/billing/reports?role=franchise&parent=me&month=3&year=2026')).json();
    assert.deepEqual(
      list.map((s: FranchiseSummary) => s.id),
      [ids.franchise],
    );
    const mine = (await as.master('GET', '/api/v1/billing/reports/me?month=3&year=2026')).json() as FranchiseSummary;
    assert.equal(mine.turnover, '2900.00');
    assert.equal(mine.students.total, 3);
    // franchise2 and franchise3 have paying students since the seed only: in March 2026 their rows are blank. One that
    // existed then owes the blank row's 200.00; one made after the month owes nothing.
    await t.database.db.execute(sql`update users set created = '2026-01-15' where id = ${ids.franchise2}`);
    const network = (
      await as.super('GET', '/api/v1/billing/reports?role=franchise&parent=me&month=3&year=2026')
    ).json();
    assert.deepEqual(
      network.map((s: FranchiseSummary) => s.id).sort(),
      [ids.franchise, ids.franchise2, ids.franchise3].sort(),
    );
    const blank = network.find((s: FranchiseSummary) => s.id === ids.franchise2);
    assert.equal(blank.blank, true);
    assert.equal(blank.royalty_sum, '200.00');
    const notYet = network.find((s: FranchiseSummary) => s.id === ids.franchise3);
    assert.equal(notYet.blank, true);
    assert.equal(notYet.royalty_sum, '0.00');
  });

  test('who may read: franchise and above, in their subtree; teachers, parents and students are refused', async () => {
    for (const who of ['teacher', 'parent', 'student']) {
      const res = await as[who]('GET', '/api/v1/billing/reports/me');
      assert.equal(res.statusCode, 403, who);
      assert.deepEqual(res.json(), { detail: NO_PERMISSION });
    }
    for (const [who, target] of [
      ['franchise2', 'franchise'],
      ['master2', 'franchise'],
      ['franchise', 'master'],
      ['franchise', 'franchise2'],
      ['master', 'teacher'],
    ]) {
      const res = await as[who]('GET', `/api/v1/billing/reports/${ids[target]}`);
      assert.equal(res.statusCode, 404, `${who} reads ${target}`);
      assert.deepEqual(res.json(), { detail: NOT_FOUND });
      const rows = await as[who]('GET', `/api/v1/billing/reports?role=student&franchise=${ids[target]}`);
      assert.equal(rows.statusCode, 404, `${who} reads ${target}'s students`);
      const file = await as[who](
        'GET',
        `/api/v1/billing/reports/monthly_report?user_id=${ids[target]}&report_date=03-01-2026`,
      );
      assert.equal(file.statusCode, 404, `${who} exports ${target}`);
    }
    const notFranchise = await as.master('GET', '/api/v1/billing/reports?role=student&franchise=me');
    assert.equal(notFranchise.statusCode, 400);
    assert.deepEqual(notFranchise.json(), { detail: NOT_A_FRANCHISE });
  });

  test("the report's comment on a student: franchise and above, in their subtree", async () => {
    const olha = await idOf(t, 'olha.kravets@demo.school');
    const url = `/api/v1/users/user/${olha}/comments`;
    const saved = await as.franchise('PATCH', url, { comments: 'Pays by card' });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(saved.json(), { comments: 'Pays by card' });
    const rows = (
      await as.master('GET', `/api/v1/billing/reports?role=student&franchise=${ids.franchise}&name=olha`)
    ).json();
    assert.equal(rows.results[0].comments, 'Pays by card');
    assert.equal((await as.teacher('PATCH', url, { comments: 'x' })).statusCode, 403);
    assert.equal((await as.parent('PATCH', url, { comments: 'x' })).statusCode, 403);
    assert.equal((await as.franchise2('PATCH', url, { comments: 'x' })).statusCode, 404);
    assert.equal((await as.franchise('PATCH', url, { comments: 'x'.repeat(2001) })).statusCode, 400);
    assert.equal((await as.franchise('PATCH', url, { comments: 5 })).statusCode, 400);
    assert.equal((await as.franchise('PATCH', url, {})).statusCode, 400);
    assert.equal((await as.franchise('PATCH', url, { comments: '' })).statusCode, 200);
  });

  test('the student rows follow every change at once (they are kept between pages only while nothing changed)', async () => {
    const olha = await idOf(t, 'olha.kravets@demo.school');
    const url = `/api/v1/billing/reports?role=student&franchise=me&month=${last.month}&year=${last.year}&name=olha`;
    const read = async () => (await as.franchise('GET', url)).json().results[0] as StudentReportRow;
    const before = await read();
    assert.equal((await read()).price, before.price, 'the same rows again');
    const raised = await as.franchise('PATCH', `/api/v1/users/user/${olha}/prices`, { price: '1100.00' });
    assert.equal(raised.statusCode, 200, raised.body);
    assert.equal((await read()).price, '1100.00');
    assert.equal((await read()).study_price, '1100.00');
    // A teacher's name and a group's name are shown on the rows too.
    await t.database.db.execute(sql`update groups set name = 'Late group' where name = 'Evening group'`);
    assert.equal((await read()).group_name, 'Late group');
    await t.database.db.execute(sql`update groups set name = 'Evening group' where name = 'Late group'`);
    assert.equal((await read()).group_name, 'Evening group');
    // The franchise's own terms too (English stream, royalty).
    await t.database.db.execute(sql`update users set royalty = 20 where id = ${ids.franchise}`);
    assert.equal((await read()).student_royalty, '220.00');
    await t.database.db.execute(sql`update users set royalty = 10 where id = ${ids.franchise}`);
    await as.franchise('PATCH', `/api/v1/users/user/${olha}/prices`, { price: before.price });
    assert.equal((await read()).price, before.price);
  });

  test('bad queries are 400, never 500', async () => {
    for (const url of [
      '/api/v1/billing/reports/me?month=13',
      '/api/v1/billing/reports/me?month=0',
      '/api/v1/billing/reports/me?year=2016',
      '/api/v1/billing/reports/me?year=abcd',
      '/api/v1/billing/reports/abc',
      '/api/v1/billing/reports/0',
      '/api/v1/billing/reports?role=teacher',
      '/api/v1/billing/reports?role=student&franchise=x',
      '/api/v1/billing/reports/monthly_report?user_id=me&report_date=2026-03-01',
      '/api/v1/billing/reports/monthly_report?user_id=me&report_date=13-01-2026',
      '/api/v1/billing/reports/monthly_report?user_id=me',
    ]) {
      assert.equal((await as.franchise('GET', url)).statusCode, 400, url);
    }
  });
});

describe('report.xlsx', () => {
  test('the same figures as the screen: the summary, the rows per price, every student, numbers as numbers', async () => {
    const res = await t.req({
      method: 'GET',
      url: '/api/v1/billing/reports/monthly_report?user_id=me&report_date=03-01-2026',
      headers: { authorization: (await tokenHeader('franchise')) as string, 'accept-language': 'en' },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /spreadsheetml/);
    assert.match(String(res.headers['content-disposition']), /attachment; filename="report.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const at = (first: unknown) => rows.findIndex((r) => r[0] === first);
    assert.deepEqual(rows[0], ['Monthly report', 'Shevchenko Iryna Olehivna']);
    const summaryHeader = at('Students');
    assert.deepEqual(rows[summaryHeader].slice(0, 3), ['Students', 'Active', 'Inactive']);
    const summary = rows[summaryHeader + 1];
    assert.deepEqual(summary.slice(0, 3), [3, 3, 0]);
    const header = rows[summaryHeader];
    const value = (name: string) => summary[header.indexOf(name)];
    assert.equal(value('Turnover'), 2900);
    assert.equal(value('Royalty'), 340);
    assert.equal(value('PR'), 145);
    assert.equal(value('To pay'), 485);
    const students = rows.slice(at('ID') + 1).filter((r) => typeof r[0] === 'number');
    assert.deepEqual(
      students.map((r) => r[1]),
      ['Bondarenko Maksym', 'Kravets Olha', 'Shevchuk Petro'],
    );
    assert.ok(sheet.getColumn(2).width! >= 20, 'names are readable');
  });
});

async function tokenHeader(who: string) {
  const res = await t.req({
    method: 'POST',
    url: '/api/v1/users/user/auth',
    payload: { username: `${who}@demo.school`, password: 'demo1234' },
  });
  return `Token ${res.json().token}`;
}
