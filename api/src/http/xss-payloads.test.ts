// Every payload of the XSS suite (e2e/fixtures/xss-payloads.json, shared with the browser tests) through every
// server sanitizer of staff-written HTML: what comes out is parsed with a real HTML parser and must hold nothing that
// can run, load a foreign page or change the page around it, and sanitizing it again must change nothing (mXSS).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { sanitizeNotification } from '../groups/notification-html.ts';
import { sanitizeLessonHtml } from '../lessons/lesson-html.ts';

interface Payload {
  id: string;
  html: string;
}

interface ParsedNode {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: ParsedNode[];
}

// htmlparser2 is the parser sanitize-html itself uses; api/ does not depend on it directly, so it is resolved from
// sanitize-html (a dependency of its own, always installed next to it).
const requireHere = createRequire(import.meta.url);
const { parseDocument } = createRequire(requireHere.resolve('sanitize-html'))('htmlparser2') as {
  parseDocument: (html: string) => ParsedNode;
};

const PAYLOADS: Payload[] = JSON.parse(
  readFileSync(new URL('../../../e2e/fixtures/xss-payloads.json', import.meta.url), 'utf8'),
);

const SANITIZERS: [string, (html: string) => string][] = [
  ['sanitizeLessonHtml', sanitizeLessonHtml],
  ['sanitizeNotification', sanitizeNotification],
];

const VIDEO_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
  'player.vimeo.com',
]);

/** Elements that run script, load other documents or plugins, restyle or redirect the page, or submit forms. */
const FORBIDDEN_TAGS = new Set([
  'script',
  'style',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'keygen',
  'isindex',
  'svg',
  'math',
  'frame',
  'frameset',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'title',
]);

// Text is escaped by the sanitizers ('<' becomes '&lt;', in attribute values too), so one of these in the raw
// output can only be a real tag, whatever a parser makes of it.
const FORBIDDEN_RAW = /<\s*\/?\s*(script|style|object|embed|base|meta|link|form|svg|math|iframe\s[^>]*srcdoc)\b/i;

// Browsers drop tabs and newlines anywhere in a URL, and leading spaces and control characters; all of them go
// here, wherever they are (stricter than a browser).
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters in a URL are what this is about
const URL_NOISE = /[\u0000-\u0020\u007f]+/g;
const DANGEROUS_URL = /javascript:|vbscript:|data:text\/html|livescript:|mocha:/i;

function isVideoEmbed(src: string | undefined): boolean {
  if (!src) return false;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && VIDEO_HOSTS.has(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** What is wrong with the sanitized HTML: one line per problem, none when it is safe. */
function problems(html: string): string[] {
  const found: string[] = [];
  if (FORBIDDEN_RAW.test(html)) found.push(`raw forbidden tag: ${FORBIDDEN_RAW.exec(html)?.[0]}`);
  const walk = (node: ParsedNode) => {
    if (node.type === 'script' || node.type === 'style' || node.type === 'tag') {
      const tag = node.name?.toLowerCase() ?? '';
      const attribs = node.attribs ?? {};
      if (FORBIDDEN_TAGS.has(tag)) found.push(`<${tag}>`);
      for (const [name, value] of Object.entries(attribs)) {
        const attr = name.toLowerCase();
        if (attr.startsWith('on')) found.push(`<${tag} ${attr}> event handler`);
        if (attr === 'style') found.push(`<${tag} style>`);
        if (attr === 'srcdoc') found.push(`<${tag} srcdoc>`);
        if (attr === 'id') found.push(`<${tag} id="${value}"> (DOM clobbering)`);
        if (attr === 'name' && tag !== 'a') found.push(`<${tag} name="${value}"> (DOM clobbering)`);
        if (DANGEROUS_URL.test(value.replace(URL_NOISE, ''))) found.push(`<${tag} ${attr}="${value}">`);
      }
      if (tag === 'iframe' && !isVideoEmbed(attribs.src)) found.push(`<iframe src="${attribs.src}">`);
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(parseDocument(html));
  return found;
}

describe('the XSS payload suite', () => {
  it('has at least 50 payloads with unique kebab-case ids, each calling __xss', () => {
    assert.ok(Array.isArray(PAYLOADS));
    const ids = new Set(PAYLOADS.map((p) => p.id));
    assert.equal(ids.size, PAYLOADS.length, 'ids are unique');
    assert.ok(ids.size >= 50, `${ids.size} payloads`);
    for (const { id, html } of PAYLOADS) {
      assert.match(id, /^[a-z0-9]+(-[a-z0-9]+)*$/);
      assert.equal(typeof html, 'string');
      assert.ok(html.includes('__xss('), `${id} calls __xss(`);
    }
  });

  it('finds what it looks for (the checker is not blind)', () => {
    for (const html of [
      '<script>x()</script>',
      '<img src="x" onerror="x()">',
      '<a href=" java&#9;script:x()">x</a>',
      '<p style="color:red">x</p>',
      '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>',
      '<iframe src="https://www.youtube.com/embed/x" srcdoc="x"></iframe>',
      '<svg></svg>',
      '<math></math>',
      '<form name="cookie"></form>',
      '<img name="getElementById">',
    ]) {
      assert.notDeepEqual(problems(html), [], html);
    }
    assert.deepEqual(problems('<p>a &lt;script&gt; b</p><iframe src="https://player.vimeo.com/video/1"></iframe>'), []);
  });
});

for (const [name, sanitize] of SANITIZERS) {
  describe(`${name} against the XSS payload suite`, () => {
    for (const { id, html } of PAYLOADS) {
      it(id, () => {
        const clean = sanitize(html);
        assert.deepEqual(problems(clean), [], `${id} → ${clean}`);
        assert.equal(sanitize(clean), clean, `${id}: sanitizing again changes ${clean}`);
      });
    }
  });
}
