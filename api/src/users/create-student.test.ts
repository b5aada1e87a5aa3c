import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { emailTokens, users } from '../db/schema.ts';
import { createTestApp, lastMail, type TestApp } from '../test/test-app.ts';
import { decodeUserId, encodeUserId } from './activation-link.ts';

const CREATE = '/api/v1/users/create-student';
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const valid = (over: Record<string, unknown> = {}) => ({
  email: 'new.kid@example.com',
  first_name: 'Oleksii',
  last_name: 'Hnatiuk',
  phone_number: '+380 (67) 123-45-67',
  birth_year: 2012,
  parent_first_name: 'Halyna',
  parent_last_name: 'Hnatiuk',
  country: 'Ukraine',
  city: 'Kyiv',
  school: 'Kyiv Lyceum No. 1',
  password: 'secret12',
  ...over,
});
const create = (payload: unknown) => t.req({ method: 'POST', url: CREATE, payload: payload as object });

describe('POST users/create-student', () => {
  test('creates a free, unverified student without a group and mails an activation link', async () => {
    const res = await create(valid({ email: 'New.Kid@Example.com' }));
    assert.equal(res.statusCode, 201);
    assert.deepEqual(res.json(), { ok: true });
    const [u] = await t.database.db.select().from(users).where(eq(users.email, 'new.kid@example.com'));
    assert.equal(u.role, 'student');
    assert.equal(u.isFree, true);
    assert.equal(u.groupId, null);
    assert.equal(u.emailVerified, false);
    assert.equal(u.phoneNumber, '+380671234567');
    assert.equal(u.birthYear, 2012);
    assert.equal(u.school, 'Kyiv Lyceum No. 1');
    assert.equal(u.parentFirstName, 'Halyna');
    assert.notEqual(u.passwordHash, 'secret12');
    // the new student can sign in
    await t.signIn('new.kid@example.com', 'secret12');

    const mail = await lastMail(t, 'new.kid@example.com');
    const m = /http:\/\/school\.test\/activate\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(mail.text);
    assert.ok(m, mail.text);
    assert.equal(decodeUserId(m[1]), u.id);
    assert.equal(m[1], Buffer.from(String(u.id)).toString('base64url'));
    const [tok] = await t.database.db.select().from(emailTokens).where(eq(emailTokens.userId, u.id));
    assert.equal(tok.purpose, 'activate');
    assert.notEqual(tok.tokenHash, m[2]);

    // activation: first time, again, invalid
    const url = `/api/v1/users/user/activate/${m[1]}/${m[2]}/`;
    let a = await t.req({ method: 'GET', url });
    assert.equal(a.statusCode, 200);
    assert.deepEqual(a.json(), { message: 'Email has been verified.' });
    a = await t.req({ method: 'GET', url: url.slice(0, -1) });
    assert.equal(a.statusCode, 200);
    assert.deepEqual(a.json(), { message: 'Email has already been verified.' });
    const [after] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    assert.equal(after.emailVerified, true);
  });

  test('all fields required: "Field is required"', async () => {
    const res = await create({});
    assert.equal(res.statusCode, 400);
    const body = res.json();
    for (const f of [
      'email',
      'first_name',
      'last_name',
      'phone_number',
      'birth_year',
      'parent_first_name',
      'parent_last_name',
      'country',
      'city',
      'school',
      'password',
    ]) {
      assert.deepEqual(body[f], ['Field is required'], f);
    }
    const blank = await create(valid({ first_name: '   ', school: '' }));
    assert.deepEqual(blank.json(), { first_name: ['Field is required'], school: ['Field is required'] });
  });

  test('field rules and messages', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ email: 'bad@' }, { email: ['Enter a valid email address.'] }],
      [{ birth_year: 2004 }, { birth_year: ['Select age'] }],
      [{ birth_year: 2017 }, { birth_year: ['Select age'] }],
      [{ birth_year: 2010.5 }, { birth_year: ['Select age'] }],
      [{ birth_year: 'abc' }, { birth_year: ['Select age'] }],
      [{ phone_number: '+1234567' }, { phone_number: ['The phone number entered is not valid'] }],
      [{ phone_number: '+1234567890123456' }, { phone_number: ['The phone number entered is not valid'] }],
      [{ phone_number: '0671234567' }, { phone_number: ['The phone number entered is not valid'] }],
      [{ phone_number: '+38067abc4567' }, { phone_number: ['The phone number entered is not valid'] }],
      [{ phone_number: '+380 67 123' }, { phone_number: ['The phone number entered is not valid'] }],
      [{ phone_number: '+48 123 456 78' }, { phone_number: ['The phone number entered is not valid'] }],
      [{ password: 'x'.repeat(21) }, { password: ['Max length 20 chars'] }],
    ];
    for (const [over, expected] of cases) {
      const res = await create(valid(over));
      assert.equal(res.statusCode, 400, JSON.stringify(over));
      assert.deepEqual(res.json(), expected, JSON.stringify(over));
    }
    // a numeric string year and a phone of 8 digits in all are fine (of a country without its own length)
    const ok = await create(valid({ email: 'kid2@example.com', birth_year: '2016', phone_number: '+37412345' }));
    assert.equal(ok.statusCode, 201, ok.body);
  });

  test('duplicates: e-mail (any case) and phone number', async () => {
    const dupEmail = await create(valid({ email: 'STUDENT@demo.school', phone_number: '+380990000001' }));
    assert.equal(dupEmail.statusCode, 400);
    assert.deepEqual(dupEmail.json(), { email: ['User with such email already exists'] });
    const dupPhone = await create(valid({ email: 'other@example.com', phone_number: '+380-50-111-22-06' }));
    assert.equal(dupPhone.statusCode, 400);
    assert.deepEqual(dupPhone.json(), { phone_number: ['User with such phone number already exists'] });
  });
});

describe('GET users/user/activate/{p1}/{p2}', () => {
  test('invalid links give 400 without the word "verified"', async () => {
    const [student] = await t.database.db.select().from(users).where(eq(users.email, 'free@demo.school'));
    for (const url of [
      `/api/v1/users/user/activate/${encodeUserId(student.id)}/${'a'.repeat(64)}/`,
      `/api/v1/users/user/activate/!!!/${'a'.repeat(64)}`,
      `/api/v1/users/user/activate/${encodeUserId(999999)}/abc`,
      `/api/v1/users/user/activate/MQ/${'%00'.repeat(3)}`,
    ]) {
      const res = await t.req({ method: 'GET', url });
      assert.equal(res.statusCode, 400, url);
      assert.deepEqual(res.json(), { detail: 'Activation link is invalid or has expired.' });
      assert.ok(!/verified/i.test(res.body));
    }
  });

  test('a token of another user or an expired token is refused', async () => {
    const res = await create(valid({ email: 'kid3@example.com', phone_number: '+380990000003' }));
    assert.equal(res.statusCode, 201);
    const mail = await lastMail(t, 'kid3@example.com');
    const [, p1, p2] = /activate\/([^/]+)\/([^/\s]+)/.exec(mail.text)!;
    const [free] = await t.database.db.select().from(users).where(eq(users.email, 'free@demo.school'));
    const wrongUser = await t.req({
      method: 'GET',
      url: `/api/v1/users/user/activate/${encodeUserId(free.id)}/${p2}/`,
    });
    assert.equal(wrongUser.statusCode, 400);
    await t.database.db
      .update(emailTokens)
      .set({ expires: new Date(Date.now() - 1) })
      .where(eq(emailTokens.userId, decodeUserId(p1)!));
    const expired = await t.req({ method: 'GET', url: `/api/v1/users/user/activate/${p1}/${p2}/` });
    assert.equal(expired.statusCode, 400);
    assert.deepEqual(expired.json(), { detail: 'Activation link is invalid or has expired.' });
  });
});

describe('registration under attack and in parallel (issue 9)', () => {
  test('five sign-ups with one phone at once give exactly one account', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        t.req({
          method: 'POST',
          url: CREATE,
          payload: valid({ email: `twin${i}@example.com`, phone_number: '+380 (67) 555-00-11' }),
          remoteAddress: `10.8.0.${i}`,
        }),
      ),
    );
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [201, 400, 400, 400, 400]);
    for (const refused of answers.filter((a) => a.statusCode === 400)) {
      assert.deepEqual(refused.json(), { phone_number: ['User with such phone number already exists'] });
    }
    const rows = await t.database.db.select().from(users).where(eq(users.phoneNumber, '+380675550011'));
    assert.equal(rows.length, 1);
    const tokens = await t.database.db.select().from(emailTokens).where(eq(emailTokens.userId, rows[0].id));
    assert.equal(tokens.length, 1, 'the user and the activation token come together');
  });

  test('the activation mail carries none of the registrant’s text and is in the page’s language', async () => {
    const res = await t.req({
      method: 'POST',
      url: CREATE,
      payload: valid({
        email: 'victim@example.com',
        first_name: 'Win a prize at evil.example',
        phone_number: '+380671119988',
      }),
      headers: { 'accept-language': 'uk-UA,uk;q=0.9' },
      remoteAddress: '10.8.1.1',
    });
    assert.equal(res.statusCode, 201, res.body);
    const mail = await lastMail(t, 'victim@example.com');
    assert.ok(!mail.text.includes('evil.example') && !mail.html.includes('evil.example'));
    assert.equal(mail.subject, 'Підтвердіть e-mail для школи Abacus');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'victim@example.com'));
    assert.equal(row.defaultLanguage, 'uk', 'the interface language at registration is the profile language');
  });

  test('registrations from one client address are limited', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++) {
      answers.push(
        (
          await t.req({
            method: 'POST',
            url: CREATE,
            payload: valid({ email: `flood${i}@example.com`, phone_number: `+38067300${String(i).padStart(4, '0')}` }),
            remoteAddress: '10.8.2.1',
          })
        ).statusCode,
      );
    }
    assert.deepEqual(answers, [...Array(10).fill(201), 429]);
  });
});
