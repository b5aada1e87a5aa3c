// The school's mails share one frame (templates.ts schoolMail): a greeting, the lead, a link when the kind has one, the
// tail and the signature, in the reader's language and direction, with everything escaped in the HTML part.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { activationMail, emailChangedMail, resetPasswordMail } from './templates.ts';

test('a link mail carries its link in both parts and fills its placeholders', () => {
  const link = 'https://school.test/reset?token=a&b=<c>';
  const mail = resetPasswordMail('kid@demo.school', 'en', link, 24);
  assert.equal(mail.to, 'kid@demo.school');
  assert.ok(mail.text.includes(`\n${link}\n`), mail.text);
  assert.ok(mail.text.includes('24'), 'the hours the link lasts');
  assert.ok(mail.html.includes('href="https://school.test/reset?token=a&amp;b=&lt;c&gt;"'), mail.html);
  assert.ok(!mail.html.includes('<c>'));
  assert.ok(activationMail('kid@demo.school', 'de', link).html.startsWith('<div dir="ltr" lang="de">'));
});

test('the e-mail change mail has no link, names the new address escaped, and reads right to left in Hebrew', () => {
  const mail = emailChangedMail('old@demo.school', 'he', 'new<b>@demo.school');
  assert.equal(mail.to, 'old@demo.school');
  assert.ok(!mail.html.includes('<a '), mail.html);
  assert.ok(mail.text.includes('new<b>@demo.school'), mail.text);
  assert.ok(mail.html.includes('new&lt;b&gt;@demo.school'), mail.html);
  assert.ok(mail.html.startsWith('<div dir="rtl" lang="he">'), mail.html);
  assert.equal(mail.text.split('\n\n').length, 4, 'greeting, lead, tail, signature');
  assert.equal(emailChangedMail('old@demo.school', 'ua', 'n@demo.school').html.includes('lang="uk"'), true);
});
