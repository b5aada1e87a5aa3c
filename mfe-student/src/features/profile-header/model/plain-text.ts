// What a message's HTML says, as text: the notification banner shows it until the sanitized HTML is in. It keeps
// the message's paragraphs and line breaks, so the plain banner is as tall as the formatted one that replaces it
// (one run of text for a two-paragraph message was a line shorter: the page below jumped when the HTML came in).

/** Elements whose content the formatted banner never shows. */
const HIDDEN = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'IFRAME']);

/** Elements that start a new block of text in the formatted banner. */
const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TD',
  'TH',
  'TR',
  'UL',
]);

/**
 * The visible text of an HTML fragment as paragraphs, each a list of lines (a `<br>` starts a new line), parsed in a
 * detached document (no scripts run, nothing is requested). Spaces are collapsed as the browser would show them;
 * blank paragraphs and lines are left out.
 */
export function plainParagraphs(html: string): string[][] {
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  const paragraphs: string[][] = [];
  let lines: string[] = [];
  let line = '';
  const endLine = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) lines.push(text);
    line = '';
  };
  const endParagraph = () => {
    endLine();
    if (lines.length) paragraphs.push(lines);
    lines = [];
  };
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) line += child.textContent ?? '';
      if (child.nodeType !== Node.ELEMENT_NODE) continue;
      const { tagName } = child as Element;
      if (HIDDEN.has(tagName)) continue;
      if (tagName === 'BR') {
        endLine();
        continue;
      }
      const block = BLOCKS.has(tagName);
      if (block) endParagraph();
      walk(child);
      if (block) endParagraph();
    }
  };
  walk(body);
  endParagraph();
  return paragraphs;
}
