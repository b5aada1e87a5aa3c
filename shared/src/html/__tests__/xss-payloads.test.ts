// Every payload of the XSS suite (e2e/fixtures/xss-payloads.json, shared with the API and browser tests) through the
// browser's sanitizer: what comes out is put into the DOM and must hold nothing that can run, load a foreign page or
// change the page around it, and it must be stable: sanitizing it again, or parsing and serializing it again, gives
// the same HTML (mutation XSS lives in the difference).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sanitizeHtml } from '../sanitize-html';

interface Payload {
  id: string;
  html: string;
}

const PAYLOADS: Payload[] = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../../e2e/fixtures/xss-payloads.json'), 'utf8'),
);

const VIDEO_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
  'player.vimeo.com',
]);

/** Elements that run script, load other documents or plugins, restyle or redirect the page, or submit forms. */
const FORBIDDEN_TAGS = [
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
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'title',
];

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster', 'data', 'background'];

// Browsers drop tabs and newlines anywhere in a URL, and leading spaces and control characters; all of them go
// here, wherever they are (stricter than a browser).
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters in a URL are what this is about
const URL_NOISE = /[\u0000-\u0020\u007f]+/g;
const DANGEROUS_URL = /javascript:|vbscript:|data:text\/html|livescript:|mocha:/i;

function isVideoEmbed(src: string | null): boolean {
  if (!src) return false;
  try {
    // "//www.youtube.com/…" is https on our https pages
    const url = new URL(src, 'https://invalid.invalid');
    return url.protocol === 'https:' && VIDEO_HOSTS.has(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A form that DOM clobbering could be tested against: names and ids must not shadow its properties either. */
const FORM = document.createElement('form');

/** What is wrong with the DOM of the sanitized HTML: one line per problem, none when it is safe. */
function problems(root: Element | DocumentFragment): string[] {
  const found: string[] = [];
  const elements = [...root.querySelectorAll('*')];
  // the content of <template> is a separate fragment that querySelectorAll does not enter
  for (const template of root.querySelectorAll('template')) found.push(...problems(template.content));
  for (const element of elements) {
    const tag = element.localName.toLowerCase();
    if (FORBIDDEN_TAGS.includes(tag)) found.push(`<${tag}>`);
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') found.push(`<${tag}> in ${element.namespaceURI}`);
    for (const { name, value } of [...element.attributes]) {
      const attr = name.toLowerCase();
      if (attr.startsWith('on')) found.push(`<${tag} ${attr}> event handler`);
      if (attr === 'style') found.push(`<${tag} style>`);
      if (attr === 'srcdoc') found.push(`<${tag} srcdoc>`);
      if ((attr === 'id' || attr === 'name') && (value in document || value in FORM || value in window))
        found.push(`<${tag} ${attr}="${value}"> (DOM clobbering)`);
      const url = value.replace(URL_NOISE, '');
      if (DANGEROUS_URL.test(url)) found.push(`<${tag} ${attr}="${value}">`);
      if (
        URL_ATTRIBUTES.includes(attr) &&
        /^data:/i.test(url) &&
        !(tag === 'img' && /^data:image\/(png|jpe?g|gif|webp)[;,]/i.test(url))
      )
        found.push(`<${tag} ${attr}="${value}">`);
    }
    if (tag === 'iframe' && !isVideoEmbed(element.getAttribute('src')))
      found.push(`<iframe src="${element.getAttribute('src')}">`);
  }
  return found;
}

describe('the browser sanitizer against the XSS payload suite', () => {
  const calls: string[] = [];
  beforeAll(() => {
    Object.assign(window, { __xss: (id: string) => calls.push(id) });
  });
  afterAll(() => {
    Reflect.deleteProperty(window, '__xss');
  });

  it('has at least 50 payloads with unique ids, each calling __xss', () => {
    const ids = new Set(PAYLOADS.map((p) => p.id));
    expect(ids.size).toBe(PAYLOADS.length);
    expect(ids.size).toBeGreaterThanOrEqual(50);
    for (const { html } of PAYLOADS) expect(html).toContain('__xss(');
  });

  it('finds what it looks for (the checker is not blind)', () => {
    for (const html of [
      '<img src="x" onerror="x()">',
      '<a href=" java&#9;script:x()">x</a>',
      '<p style="color:red">x</p>',
      '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>',
      '<iframe src="https://www.youtube.com/embed/x" srcdoc="x"></iframe>',
      '<svg></svg>',
      '<math></math>',
      '<form></form>',
      '<img name="getElementById">',
      '<template><a href="javascript:x()">x</a></template>',
    ]) {
      const div = document.createElement('div');
      div.innerHTML = html;
      expect(problems(div)).not.toEqual([]);
    }
    const div = document.createElement('div');
    div.innerHTML = '<p>a &lt;script&gt; b</p><iframe src="https://player.vimeo.com/video/1"></iframe>';
    expect(problems(div)).toEqual([]);
  });

  it.each(PAYLOADS.map((p) => [p.id, p.html]))('%s', (id, html) => {
    const clean = sanitizeHtml(html);
    const div = document.createElement('div');
    div.innerHTML = clean;
    expect({ id, clean, problems: problems(div) }).toEqual({ id, clean, problems: [] });
    // stable: a second pass, and a parse-and-serialize round trip, change nothing
    expect(sanitizeHtml(clean)).toBe(clean);
    expect(div.innerHTML).toBe(clean);
    expect(calls).toEqual([]);
  });
});
