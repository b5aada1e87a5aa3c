// Issue 10: every staff list is scoped on the server to the viewer's subtree. Each demo role calls each list route
// on its own subtree and on the other tree of the demo seed (master2 > franchise2 > teacher2 > "Sunrise group"),
// and sees exactly its people: no leaks, nothing missing.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_LOGINS } from '../db/demo-users.ts';
import { clientFor, createTestApp, type Client, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const clients: Record<string, Client> = {};
const login = (email: string) => email.replace('@demo.school', '');

before(async () => {
  t = await createTestApp();
  for (const { email } of DEMO_LOGINS)
    if (!email.startsWith('blocked')) clients[login(email)] = await clientFor(t, email);
});
after(() => t.close());

// The demo franchise's students: Demo group's two and Evening group's four (seeds/finance.ts).
const EVENING = ['olha.kravets', 'dmytro.savchuk', 'yana.moroz', 'blocked-petro'];
const TREE1 = ['student', 'blocked', ...EVENING];
const BLOCKED1 = ['blocked', 'blocked-petro'];
const TREE2 = ['student2', 'student3'];
/** The students each role may see (by login), and the groups. */
const STUDENTS: Record<string, string[]> = {
  super: [...TREE1, 'free', ...TREE2],
  master: TREE1,
  franchise: TREE1,
  teacher: TREE1,
  parent: ['student'],
  student: ['student'],
  free: ['free'],
  master2: TREE2,
  franchise2: ['student2'],
  teacher2: ['student2'],
  franchise3: ['student3'],
  teacher3: ['student3'],
  parent3: ['student3'],
  student3: ['student3'],
  parent2: ['student2'],
  student2: ['student2'],
};
const GROUPS: Record<string, string[]> = {
  super: ['Demo group', 'Evening group', 'Rainbow group', 'Sunrise group'],
  master: ['Demo group', 'Evening group'],
  franchise: ['Demo group', 'Evening group'],
  teacher: ['Demo group', 'Evening group'],
  parent: ['Demo group'],
  student: ['Demo group'],
  free: [],
  master2: ['Rainbow group', 'Sunrise group'],
  franchise2: ['Sunrise group'],
  teacher2: ['Sunrise group'],
  parent2: ['Sunrise group'],
  student2: ['Sunrise group'],
  franchise3: ['Rainbow group'],
  teacher3: ['Rainbow group'],
  parent3: ['Rainbow group'],
  student3: ['Rainbow group'],
};

describe('one scope for every list: each role sees exactly its subtree', () => {
  for (const [who, expected] of Object.entries(STUDENTS)) {
    test(`${who}: GET users/students (active, blocked, searched) and users/user/{id}`, async () => {
      const all = (await clients[who]('GET', '/api/v1/users/students?step=500')).json();
      const emails = all.results.map((r: { email: string }) => login(r.email)).sort();
      assert.deepEqual(emails, [...expected].sort());
      assert.equal(all.count, expected.length);
      // A search for the other tree's child finds nothing outside the scope.
      const searched = (await clients[who]('GET', '/api/v1/users/students?search=Koval')).json();
      assert.equal(searched.count, expected.includes('student2') ? 1 : 0);
      const blocked = (await clients[who]('GET', '/api/v1/users/students?deactivated=true')).json();
      assert.deepEqual(
        blocked.results.map((r: { email: string }) => login(r.email)).sort(),
        expected.includes('blocked') ? BLOCKED1 : [],
      );
      for (const student of ['student', 'free', 'student2']) {
        const id = (await t.database.db.execute(
          `select id from users where email = '${student}@demo.school'`,
        )) as unknown as {
          rows: { id: number }[];
        };
        const res = await clients[who]('GET', `/api/v1/users/user/${id.rows[0].id}`);
        assert.equal(res.statusCode, expected.includes(student) ? 200 : 404, `${who} reads ${student}`);
      }
    });
  }

  for (const [who, expected] of Object.entries(GROUPS)) {
    test(`${who}: GET groups/`, async () => {
      const res = await clients[who]('GET', '/api/v1/groups/?step=100');
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(
        res
          .json()
          .map((g: { name: string }) => g.name)
          .sort(),
        expected,
      );
      const searched = (await clients[who]('GET', '/api/v1/groups/?q=sunrise')).json();
      assert.equal(searched.length, expected.includes('Sunrise group') ? 1 : 0);
    });
  }
});

/** The staff and parent users each role may see in each list (by login). */
const PEOPLE: Record<string, Record<string, string[]>> = {
  'users/franchises?role=master franchise': { super: ['master', 'master2'] },
  'users/franchises?role=franchise': {
    super: ['franchise', 'franchise2', 'franchise3'],
    master: ['franchise'],
    master2: ['franchise2', 'franchise3'],
  },
  'users/teachers': {
    super: ['blocked-teacher', 'teacher', 'teacher2', 'teacher3'],
    master: ['teacher'],
    franchise: ['teacher'],
    master2: ['blocked-teacher', 'teacher2', 'teacher3'],
    franchise2: ['teacher2'],
    franchise3: ['blocked-teacher', 'teacher3'],
  },
  'users/parents': {
    super: ['blocked-parent', 'parent', 'parent2', 'parent3'],
    master: ['parent'],
    franchise: ['parent'],
    teacher: ['parent'],
    parent: ['parent'],
    student: ['parent'],
    master2: ['blocked-parent', 'parent2', 'parent3'],
    franchise2: ['parent2'],
    teacher2: ['parent2'],
    parent2: ['parent2'],
    student2: ['parent2'],
    franchise3: ['blocked-parent', 'parent3'],
    teacher3: ['blocked-parent', 'parent3'],
    parent3: ['parent3'],
    student3: ['parent3'],
  },
};

describe('the staff and parent lists: each role sees exactly its subtree', () => {
  for (const [route, seen] of Object.entries(PEOPLE)) {
    for (const who of Object.keys(STUDENTS)) {
      test(`${who}: GET ${route}`, async () => {
        const joiner = route.includes('?') ? '&' : '?';
        const res = await clients[who]('GET', `/api/v1/${encodeURI(route)}${joiner}step=500`);
        assert.equal(res.statusCode, 200, res.body);
        const body = res.json();
        assert.deepEqual(body.results.map((r: { email: string }) => login(r.email)).sort(), seen[who] ?? []);
        assert.equal(body.count, (seen[who] ?? []).length);
        const other = (await clients[who]('GET', `/api/v1/${encodeURI(route)}${joiner}search=2@demo`)).json();
        assert.equal(other.count, (seen[who] ?? []).filter((login) => login.endsWith('2')).length);
      });
    }
  }
});

describe('the lists', () => {
  test('students: rows with group and parent, 20 a page with next and previous, search by name, e-mail or id', async () => {
    const page = (await clients.franchise('GET', '/api/v1/users/students')).json();
    const maksym = page.results.find((r: { email: string }) => r.email === 'student@demo.school');
    assert.deepEqual(maksym.group.name, 'Demo group');
    assert.deepEqual([maksym.parent.first_name, maksym.parent.last_name], ['Natalia', 'Bondarenko']);
    assert.equal(page.next, null);
    assert.equal(page.previous, null);
    const one = (await clients.super('GET', '/api/v1/users/students?step=1&page=2&search=o')).json();
    assert.equal(one.results.length, 1);
    assert.match(one.previous, /^\/api\/v1\/users\/students\?step=1&search=o$/);
    assert.match(one.next ?? '', /page=3/);
    // A page past the end is empty and still counts every match.
    const beyond = (await clients.super('GET', '/api/v1/users/students?step=1&page=999&search=o')).json();
    assert.deepEqual(beyond.results, []);
    assert.equal(beyond.count, one.count);
    for (const text of ['maksym bond', 'Bondarenko Maksym', 'STUDENT@demo', String(maksym.id)]) {
      const found = (
        await clients.franchise('GET', `/api/v1/users/students?search=${encodeURIComponent(text)}`)
      ).json();
      assert.deepEqual(
        found.results.map((r: { id: number }) => r.id),
        [maksym.id],
        text,
      );
    }
    // LIKE's wildcards are taken literally.
    assert.equal((await clients.super('GET', '/api/v1/users/students?search=%25')).json().count, 0);
  });

  test("a teacher's students (the page and its count in one statement): the same count on every page, past the end too", async () => {
    const all = (await clients.teacher('GET', '/api/v1/users/students?step=500')).json();
    assert.ok(all.count > 2);
    assert.equal(all.results.length, all.count);
    const second = (await clients.teacher('GET', '/api/v1/users/students?step=2&page=2')).json();
    assert.equal(second.count, all.count);
    assert.deepEqual(
      second.results.map((r: { id: number }) => r.id),
      all.results.slice(2, 4).map((r: { id: number }) => r.id),
    );
    const beyond = (await clients.teacher('GET', '/api/v1/users/students?step=2&page=999')).json();
    assert.deepEqual(beyond.results, []);
    assert.equal(beyond.count, all.count);
    const none = (await clients.teacher('GET', '/api/v1/users/students?search=nobody-at-all')).json();
    assert.deepEqual([none.count, none.results], [0, []]);
  });

  test("a student between groups stays in the list of the teacher their parent was created under, and no one else's", async () => {
    // student@ has no group for a while; parent@ was created under teacher@ (the seed).
    const { rows } = (await t.database.db.execute(
      `update users s set group_id = null from users old where old.id = s.id and s.email = 'student@demo.school'
       returning old.group_id`,
    )) as unknown as { rows: { group_id: number }[] };
    try {
      const sees = async (who: string, query = '') => {
        const page = (await clients[who]('GET', `/api/v1/users/students?step=500${query}`)).json();
        return page.results.some((r: { email: string }) => r.email === 'student@demo.school');
      };
      for (const query of ['', '&deactivated=false', '&search=student@demo']) {
        assert.equal(await sees('teacher', query), true, `teacher ${query}`);
        assert.equal(await sees('franchise', query), true, `franchise ${query}`);
        assert.equal(await sees('teacher2', query), false, `teacher2 ${query}`);
      }
      const [row] = (await clients.teacher('GET', '/api/v1/users/students?step=500'))
        .json()
        .results.filter((r: { email: string }) => r.email === 'student@demo.school');
      assert.equal(row.group, null);
      assert.equal(row.parent.first_name.length > 0, true);
    } finally {
      await t.database.db.execute(
        `update users set group_id = ${Number(rows[0].group_id)} where email = 'student@demo.school'`,
      );
    }
  });

  test('groups: teacher and counts (total, active, blocked, parents); a teacher filter', async () => {
    const [group] = (await clients.teacher('GET', '/api/v1/groups/')).json();
    assert.deepEqual(
      { ...group, id: 0 },
      {
        id: 0,
        name: 'Demo group',
        age: 'junior',
        age_name: '',
        lessons_starts: '2025-09-01',
        lesson_time: '16:30',
        working_days: ['Tu', 'Th'],
        teacher: { id: group.teacher.id, first_name: 'Anna', last_name: 'Wiśniewska' },
        count_students: 2,
        count_students_active: 1,
        count_students_inactive: 1,
        count_parents: 1,
      },
    );
    const other = (await clients.super('GET', `/api/v1/groups/?parent=${group.teacher.id}`)).json();
    assert.deepEqual(
      other.map((g: { name: string }) => g.name),
      ['Demo group', 'Evening group'],
    );
  });

  test("staff rows carry whose they are and their subtree's counts; parents carry their children", async () => {
    const [franchise] = (await clients.master('GET', '/api/v1/users/franchises?role=franchise')).json().results;
    assert.equal(franchise.parent.first_name.length > 0, true);
    assert.deepEqual(franchise.statistic, {
      students_total: 6,
      students_active: 4,
      students_inactive: 2,
      groups_total: 2,
      teachers_total: 1,
      franchises_total: 0,
      parents_total: 1,
    });
    const [master] = (
      await clients.super('GET', '/api/v1/users/franchises?role=master_franchise&search=master@')
    ).json().results;
    assert.equal(master.statistic.franchises_total, 1);
    assert.equal(master.statistic.teachers_total, 1);
    const [parent] = (await clients.teacher('GET', '/api/v1/users/parents')).json().results;
    assert.deepEqual(
      parent.children.map((c: { first_name: string; group_name: string }) => [c.first_name, c.group_name]).sort(),
      [['Maksym', 'Demo group']],
    );
    for (const q of ['role=teacher', 'role=', 'parent=x', 'is_active=maybe']) {
      assert.equal((await clients.super('GET', `/api/v1/users/franchises?${q}`)).statusCode, 400, q);
    }
  });

  test('bad queries are 400 field errors, never 500; no token is 401', async () => {
    for (const q of ['page=0', 'page=x', 'step=501', 'group=-1', 'deactivated=yes', `search=${'x'.repeat(201)}`]) {
      const res = await clients.super('GET', `/api/v1/users/students?${q}`);
      assert.equal(res.statusCode, 400, `${q}: ${res.body}`);
    }
    assert.equal((await clients.super('GET', '/api/v1/groups/?parent=abc')).statusCode, 400);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/users/students' })).statusCode, 401);
  });
});

describe("the staff tools never reach the other tree's users", () => {
  const TREE1_ROLES = ['master', 'franchise', 'teacher', 'parent', 'student'];
  for (const who of TREE1_ROLES) {
    test(`${who}: prices, deactivation, restore, bonus, sendmail and i$ of tree 2 are refused`, async () => {
      const search = (await clients.super('GET', '/api/v1/users/students?search=student2@')).json();
      const other = search.results[0].id as number;
      const franchise2 = (await clients.super('GET', '/api/v1/users/franchises?search=franchise2@')).json().results[0]
        .id;
      const refused = (await clients[who]('GET', `/api/v1/users/user/${other}/prices`)).statusCode;
      const expected = who === 'parent' || who === 'student' ? 403 : 404;
      assert.equal(refused, expected);
      const calls: [string, string, object][] = [
        ['PATCH', `/api/v1/users/user/${other}/prices`, { price: 1 }],
        ['POST', `/api/v1/users/user/${other}/set_deactivation_date`, { month: 5 }],
        ['POST', `/api/v1/users/user/${other}/restore`, { group: 1 }],
        ['POST', '/api/v1/users/sendmail', { subject: 's', body: 'b', to: [other] }],
        ['POST', '/api/v1/users/user/assign_bonus_weeks', { users: [franchise2], weeks: 1 }],
        ['POST', '/api/v1/indigo_dollars/', { user: other, amount: 1 }],
      ];
      for (const [method, url, body] of calls) {
        const res = await clients[who](method, url, body);
        assert.ok([403, 404].includes(res.statusCode), `${method} ${url}: ${res.statusCode} ${res.body}`);
      }
      const restorable = await clients[who]('GET', '/api/v1/users/restore?step=500');
      if (expected === 403) assert.equal(restorable.statusCode, 403);
      else
        assert.equal(
          restorable.json().results.some((r: { id: number }) => r.id === other),
          false,
        );
    });
  }
});
