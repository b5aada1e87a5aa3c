// Issue 10: profiles in the staff area (spec 002 sections 2 "Profile screen", 5, 6): read and saved only for
// oneself and the users of one's subtree; financial fields and comments by the super franchise only; every price
// change recorded with its author.
import assert from 'node:assert/strict';
import { FIELD_REQUIRED } from '@abacus/contract/messages';
import { after, before, describe, test } from 'node:test';
import { clientFor, createTestApp, idOf, lastMail, type Client, type TestApp } from '../test/test-app.ts';
import { BIRTHDAY_IN_FUTURE, EMAIL_TAKEN, NO_PERMISSION, NO_SUCH_CHOICE, NOT_FOUND } from '@abacus/contract/messages';

let t: TestApp;
const as: Record<string, Client> = {};
const ids: Record<string, number> = {};
const WHO = ['super', 'master', 'franchise', 'teacher', 'parent', 'student', 'franchise2', 'student2'];

before(async () => {
  t = await createTestApp();
  for (const who of WHO) {
    ids[who] = await idOf(t, `${who}@demo.school`);
    as[who] = await clientFor(t, `${who}@demo.school`);
  }
});
after(() => t.close());

const url = (who: string) => `/api/v1/users/user/${ids[who]}/profile`;

describe('staff profiles', () => {
  test('a franchise opens its student, changes the prices, and the history names who did it', async () => {
    const profile = (await as.franchise('GET', url('student'))).json();
    assert.equal(profile.role, 'student');
    assert.equal(profile.group.name, 'Demo group');
    assert.deepEqual(profile.can, { financial: false, comments: false, subscription: true, prices: true });
    const saved = await as.franchise('PATCH', url('student'), {
      email: profile.email,
      phone_number: profile.phone_number ?? '+380501112233',
      price: '1500',
      price_first_month: 750.5,
      first_name: 'Maksym',
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().price, '1500.00');
    assert.equal(saved.json().price_first_month, '750.50');
    const history = (await as.franchise('GET', `/api/v1/users/user/${ids.student}/changes_history`)).json();
    const price = history.find((h: { field_name: string }) => h.field_name === 'price');
    assert.equal(price.new_value, '1500.00');
    assert.equal(price.author.id, ids.franchise);
    const again = await as.franchise('PATCH', url('student'), {
      email: profile.email,
      phone_number: saved.json().phone_number,
      price: '1500.00',
    });
    assert.equal(again.statusCode, 200);
    const after = (await as.franchise('GET', `/api/v1/users/user/${ids.student}/changes_history`)).json();
    assert.equal(after.length, history.length, 'an unchanged price is not a change');
  });

  test('a date of birth in the future is refused with its message; the saved one stays', async () => {
    const profile = (await as.franchise('GET', url('student'))).json();
    const refused = await as.franchise('PATCH', url('student'), {
      email: profile.email,
      phone_number: profile.phone_number,
      birthday: '2099-01-01',
    });
    assert.deepEqual(refused.json(), { birthday: [BIRTHDAY_IN_FUTURE] });
    assert.equal((await as.franchise('GET', url('student'))).json().birthday, profile.birthday);
  });

  test('a student without a parent account cannot be taken out of their group: they would leave the tree', async () => {
    // Olha Kravets (api/src/db/seeds/finance.ts) has no parent: her group is how her franchise sees and bills her.
    const olha = await idOf(t, 'olha.kravets@demo.school');
    const profile = (await as.franchise('GET', `/api/v1/users/user/${olha}/profile`)).json();
    assert.ok(profile.group, 'she is in a group');
    for (const who of ['franchise', 'teacher']) {
      const out = await as[who]('PATCH', `/api/v1/users/user/${olha}/profile`, {
        email: profile.email,
        phone_number: profile.phone_number,
        first_name: profile.first_name,
        last_name: profile.last_name,
        group: null,
      });
      assert.equal(out.statusCode, 400, out.body);
      assert.deepEqual(out.json(), { group: [NO_SUCH_CHOICE] });
    }
    const still = await as.franchise('GET', `/api/v1/users/user/${olha}/profile`);
    assert.equal(still.statusCode, 200);
    assert.deepEqual(still.json().group, profile.group, 'nothing was saved');
  });

  test('nobody opens a profile outside their subtree; a parent or a student gets 403', async () => {
    assert.deepEqual((await as.franchise('GET', url('student2'))).json(), { detail: NOT_FOUND });
    assert.deepEqual((await as.franchise2('GET', url('franchise'))).json(), { detail: NOT_FOUND });
    assert.equal((await as.teacher('GET', url('franchise'))).statusCode, 404, 'not above oneself');
    for (const who of ['parent', 'student']) {
      assert.deepEqual((await as[who]('GET', url('student'))).json(), { detail: NO_PERMISSION });
      assert.equal((await as[who]('GET', '/api/v1/users/user/me/profile')).statusCode, 403);
    }
  });

  test('financial fields and comments: the super franchise writes them; a master franchise cannot', async () => {
    const before = (await as.master('GET', url('franchise'))).json();
    assert.equal(before.can.financial, false);
    const body = {
      email: before.email,
      phone_number: before.phone_number ?? '+380501112244',
      royalty: 55,
      comments: 'x',
    };
    await as.master('PATCH', url('franchise'), body);
    assert.equal((await as.super('GET', url('franchise'))).json().royalty, before.royalty, 'ignored for a master');
    const bySuper = await as.super('PATCH', url('franchise'), { ...body, comments: 'Pays on time' });
    assert.equal(bySuper.json().royalty, '55.00');
    assert.equal(bySuper.json().comments, 'Pays on time');
    assert.equal(
      (await as.master('GET', url('franchise'))).json().comments,
      '',
      'comments only for the super franchise',
    );
    const tooMuch = await as.super('PATCH', url('franchise'), { ...body, royalty: 101 });
    assert.equal(tooMuch.statusCode, 400);
  });

  test("a franchise's terms cannot be emptied (spec 002 section 5: royalty, price_min, pr_deposit required)", async () => {
    const before = (await as.super('GET', url('franchise'))).json();
    const body = { email: before.email, phone_number: before.phone_number };
    const emptied = await as.super('PATCH', url('franchise'), {
      ...body,
      price_min: '',
      pr_deposit: null,
      royalty: '5',
    });
    assert.equal(emptied.statusCode, 400, emptied.body);
    assert.deepEqual(emptied.json(), { price_min: [FIELD_REQUIRED], pr_deposit: [FIELD_REQUIRED] });
    const english = await as.super('PATCH', url('franchise'), { ...body, eng_status: 'with', royalty_en: '' });
    assert.deepEqual(english.json(), { royalty_en: [FIELD_REQUIRED] });
    const after = (await as.super('GET', url('franchise'))).json();
    assert.deepEqual(
      [after.price_min, after.pr_deposit, after.royalty],
      [before.price_min, before.pr_deposit, before.royalty],
    );
    // A master franchise cannot change the terms, so what it sends is not checked either (the server ignores it).
    assert.equal((await as.master('PATCH', url('franchise'), { ...body, price_min: '' })).statusCode, 200);
  });

  test('me: a teacher saves their own names; an e-mail of someone else is taken', async () => {
    const me = (await as.teacher('GET', '/api/v1/users/user/me/profile')).json();
    assert.equal(me.id, ids.teacher);
    assert.equal(me.can.subscription, false, "a teacher's newsletter: the super franchise only");
    const phone = me.phone_number ?? '+380501112255';
    const saved = await as.teacher('PATCH', '/api/v1/users/user/me/profile', {
      email: me.email,
      phone_number: phone,
      last_name: 'Wiśniewska-Nowak',
    });
    assert.equal(saved.json().last_name, 'Wiśniewska-Nowak');
    const taken = await as.teacher('PATCH', '/api/v1/users/user/me/profile', {
      email: 'franchise@demo.school',
      phone_number: phone,
    });
    assert.deepEqual(taken.json(), { email: [EMAIL_TAKEN] });
    await as.teacher('PATCH', '/api/v1/users/user/me/profile', {
      email: me.email,
      phone_number: phone,
      last_name: me.last_name,
    });
  });
});

describe('a changed sign-in e-mail', () => {
  test("is told to the old address, in its owner's language, with the new one (a teacher could move a parent's login without a word)", async () => {
    const parent = (await as.teacher('GET', url('parent'))).json();
    const before = await lastMail(t, parent.email);
    const body = { email: parent.email, phone_number: parent.phone_number, first_name: parent.first_name };
    assert.equal((await as.teacher('PATCH', url('parent'), body)).statusCode, 200);
    assert.deepEqual(await lastMail(t, parent.email), before, 'the same address: no mail');

    const moved = await as.teacher('PATCH', url('parent'), { ...body, email: 'moved-parent@demo.school' });
    assert.equal(moved.statusCode, 200, moved.body);
    const told = await lastMail(t, parent.email);
    assert.match(told.subject, /e-mail/i);
    assert.match(told.text, /moved-parent@demo\.school/);
    assert.match(told.html, /moved-parent@demo\.school/);
    assert.equal(await lastMail(t, 'moved-parent@demo.school'), undefined, 'nothing to the new address');
    assert.equal((await as.teacher('PATCH', url('parent'), body)).statusCode, 200);
  });
});
