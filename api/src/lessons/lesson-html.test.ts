import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { COURSE } from '../db/seeds/lessons.ts';
import { DATA_LANGUAGES } from '@abacus/contract/languages';
import { isMediaPath, sanitizeLessonHtml as clean } from './lesson-html.ts';

/** What /media/ serves from the repository (api/assets). */
const ASSETS = path.resolve(import.meta.dirname, '../../assets');

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
  assert.equal(
    clean('<style>p{}</style><link rel="stylesheet" href="x"><object data="x"></object><embed src="x">'),
    '',
  );
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
    assert.equal(
      clean(`<iframe src="${src}" allowfullscreen></iframe>`),
      `<iframe src="${src}" allowfullscreen></iframe>`,
    );
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
  assert.doesNotMatch(
    clean('<iframe src="https://www.youtube.com/embed/a" srcdoc="<script>x</script>" onload="x()"></iframe>'),
    /srcdoc|onload/,
  );
});

test('our own videos from /media/: video with sources, controls always on, no autoplay', () => {
  const html =
    '<video controls preload="metadata" title="Count"><source src="/media/lessons/a.webm" type="video/webm" />' +
    '<source src="/media/lessons/a.mp4" type="video/mp4" /></video>';
  assert.equal(clean(html), html);
  assert.equal(
    clean(
      '<video src="/media/lessons/a.mp4" poster="/media/lessons/a.png" width="640" height="360" muted loop playsinline></video>',
    ),
    '<video src="/media/lessons/a.mp4" poster="/media/lessons/a.png" width="640" height="360" muted loop playsinline controls></video>',
  );
  assert.equal(
    clean('<video src="/media/a.mp4" autoplay preload="everything"></video>'),
    '<video src="/media/a.mp4" controls></video>',
  );
  assert.equal(
    clean(
      '<video controls onplay="steal()" onerror="steal()"><source src="/media/a.webm" onerror="steal()" /></video>',
    ),
    '<video controls><source src="/media/a.webm" /></video>',
  );
});

test('videos from anywhere else lose their URL; foreign sources are dropped', () => {
  for (const src of [
    'https://evil.example/a.mp4',
    'http://evil.example/media/a.mp4',
    'https://www.youtube.com/embed/abc',
    '//evil.example/media/a.mp4',
    '/\\evil.example/media/a.mp4',
    'media/a.mp4',
    '/videos/a.mp4',
    '/mediax/a.mp4',
    '/media/../api/v1/profile',
    '/media/%2e%2e/api/v1/profile',
    '/media/a b.mp4',
    '/media/a&#10;.mp4',
    'javascript:alert(1)',
    'JaVaScRiPt&#58;alert(1)',
    'data:video/mp4;base64,AAAA',
    'blob:https://abacus.school/1',
  ]) {
    assert.equal(clean(`<video src="${src}" poster="${src}"></video>`), '<video controls></video>', src);
    assert.equal(
      clean(`<video><source src="${src}" type="video/mp4" /><source src="/media/ok.webm" type="video/webm" /></video>`),
      '<video controls><source src="/media/ok.webm" type="video/webm" /></video>',
      src,
    );
  }
});

test('isMediaPath: a same-origin path under /media/ and nothing else', () => {
  assert.equal(isMediaPath('/media/lessons/count-to-ten.webm'), true);
  assert.equal(isMediaPath('/media/lessons/a.mp4?v=2'), true);
  for (const src of [
    undefined,
    '',
    '/media',
    '/media/../x.mp4',
    '//media/x.mp4',
    'https://abacus.school/media/x.mp4',
    '/media/\\x',
  ]) {
    assert.equal(isMediaPath(src), false, String(src));
  }
});

test('the seed course is complete in 12 languages and already clean (sanitizing changes nothing but entities)', () => {
  assert.equal(COURSE.length, 3);
  let videos = 0;
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
        assert.ok(!lesson.body[lang].includes('<iframe'), 'seeded videos are our own, not a third-party player');
        const sources = [...clean(lesson.body[lang]).matchAll(/<source src="([^"]+)" type="([^"]+)"/g)];
        if (lesson.body[lang].includes('<video')) {
          videos++;
          assert.deepEqual(
            sources.map((m) => m[2]),
            ['video/webm', 'video/mp4'],
            `${lesson.name.en} ${lang}`,
          );
          for (const [, src] of sources) {
            assert.ok(isMediaPath(src), src);
            assert.ok(
              fs.statSync(path.join(ASSETS, src.slice('/media/'.length))).size > 10_000,
              `${src} is a real clip`,
            );
          }
        }
      }
    }
  }
  assert.equal(videos, 12, 'one lesson embeds a video, in every language');
});
