import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COURSE } from '../db/seeds/lessons.ts';
import { DATA_LANGUAGES } from './data-languages.ts';
import { sanitizeLessonHtml as clean } from './lesson-html.ts';

test('normal formatting, lists, tables, images and links survive', () => {
  const html =
    '<h2>Title</h2><p><b>bold</b> <i>it</i> <u>u</u> <s>s</s> x<sub>2</sub> x<sup>2</sup></p>' +
    '<ul><li>a</li></ul><ol start="3"><li>b</li></ol><blockquote>q</blockquote>' +
    '<table><tr><th scope="col">h</th></tr><tr><td colspan="2">d</td></tr></table>' +
    '<figure><img src="/media/shop/hero.svg" alt="Hero" width="240" height="240" /><figcaption>c</figcaption></figure>';
  assert.equal(clean(html), html);
  assert.equal(
    clean('<a href="https://abacus.school/x">link</a>'),
    '<a href="https://abacus.school/x" target="_blank" rel="noopener noreferrer">link</a>',
  );
  assert.equal(clean('<p dir="ltr">+9 = +10 − 1</p>'), '<p dir="ltr">+9 = +10 − 1</p>');
});

test('scripts, event handlers, styles and dangerous URLs are removed', () => {
  assert.equal(clean('<p>a<script>alert(1)</script>b</p>'), '<p>ab</p>');
  assert.equal(clean('<img src="x.png" onerror="alert(1)" />'), '<img src="x.png" />');
  assert.equal(clean('<p onclick="x()" style="position:fixed">t</p>'), '<p>t</p>');
  assert.equal(clean('<a href="javascript:alert(1)">x</a>'), '<a target="_blank" rel="noopener noreferrer">x</a>');
  assert.equal(clean('<a href="JaVaScRiPt&#58;alert(1)">x</a>'), '<a target="_blank" rel="noopener noreferrer">x</a>');
  assert.equal(clean('<img src="data:image/svg+xml;base64,PHN2Zz4=" />'), '<img />');
  assert.equal(clean('<style>p{}</style><link rel="stylesheet" href="x"><object data="x"></object><embed src="x">'), '');
  assert.equal(clean('<form action="x"><input name="a"><button>go</button></form>'), 'go');
  assert.equal(clean('<svg><script>alert(1)</script></svg>'), '');
  assert.equal(clean('<a href="//evil.example">x</a>'), '<a target="_blank" rel="noopener noreferrer">x</a>');
});

test('iframes only from YouTube, youtube-nocookie and Vimeo players, over https', () => {
  for (const src of [
    'https://www.youtube.com/embed/abc',
    'https://youtube.com/embed/abc',
    'https://www.youtube-nocookie.com/embed/abc',
    'https://player.vimeo.com/video/123',
  ]) {
    assert.equal(clean(`<iframe src="${src}" allowfullscreen></iframe>`), `<iframe src="${src}" allowfullscreen></iframe>`);
  }
  for (const src of [
    'http://www.youtube.com/embed/abc',
    'https://youtube.com.evil.example/embed/abc',
    'https://evilyoutube.com/embed/abc',
    'https://vimeo.com/123',
    'https://evil.example/?https://www.youtube.com/',
    '/embed/abc',
    '//www.youtube.com/embed/abc',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
  ]) {
    assert.doesNotMatch(clean(`<iframe src="${src}"></iframe>`), /src=/, src);
  }
  assert.doesNotMatch(clean('<iframe src="https://www.youtube.com/embed/a" srcdoc="<script>x</script>" onload="x()"></iframe>'), /srcdoc|onload/);
});

test('the seed course is complete in 12 languages and already clean (sanitizing changes nothing but entities)', () => {
  assert.equal(COURSE.length, 3);
  let iframes = 0;
  for (const group of COURSE) {
    assert.ok(group.lessons.length >= 4 && group.lessons.length <= 5);
    for (const lesson of group.lessons) {
      for (const lang of DATA_LANGUAGES) {
        assert.ok(lesson.name[lang].trim() && lesson.body[lang].trim(), lang);
        const paragraphs = lesson.body[lang].match(/<p[ >]/g)?.length ?? 0;
        assert.ok(paragraphs >= 2 && paragraphs <= 4, `${lesson.name.en} ${lang}: ${paragraphs} paragraphs`);
        // the same tags and attributes after sanitizing: nothing in the seed relies on something we strip
        const tags = (h: string) => h.match(/<[a-z0-9]+(?=[\s>/])|[a-z]+=/g) ?? [];
        assert.deepEqual(tags(clean(lesson.body[lang])), tags(lesson.body[lang]), `${lesson.name.en} ${lang}`);
        if (lesson.body[lang].includes('<iframe')) iframes++;
      }
    }
  }
  assert.equal(iframes, 12, 'one lesson embeds a video, in every language');
});
