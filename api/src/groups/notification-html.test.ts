// The group notification's HTML (issue 10: "group notification (rich text, sanitized)"): formatting and links stay,
// scripts, handlers, styles, frames and javascript: links go.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sanitizeNotification } from './notification-html.ts';

test('formatting and links stay; links open apart and cannot reach back', () => {
  assert.equal(
    sanitizeNotification('<p>Bring <strong>abacus</strong> and <a href="https://school.test/x">this</a></p>'),
    '<p>Bring <strong>abacus</strong> and <a href="https://school.test/x" target="_blank" rel="noopener noreferrer">this</a></p>',
  );
});

test('scripts, handlers, styles, frames, SVG and javascript: links are removed', () => {
  const payloads = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<p onclick="alert(1)" style="background:url(javascript:alert(1))">x</p>',
    '<a href="javascript:alert(1)">x</a>',
    '<iframe src="https://evil.test"></iframe>',
    '<svg><script>alert(1)</script></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
    '<a href="//evil.test">x</a>',
    '<textarea><p title="</textarea><img src=x onerror=alert(1)>"></p></textarea>',
  ];
  for (const payload of payloads) {
    const clean = sanitizeNotification(payload);
    assert.doesNotMatch(clean, /<script|onerror|onclick|javascript:|<iframe|<svg|<img|style=|href="\/\//i, payload);
  }
});

test('an emptied editor stores nothing', () => {
  assert.equal(sanitizeNotification('<p></p>'), '');
  assert.equal(sanitizeNotification('<p><br></p>'), '');
});
