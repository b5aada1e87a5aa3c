// The editor's schema keeps what lessons need and drops the rest when HTML is loaded or pasted.
import { Editor } from '@tiptap/core';
import { richTextExtensions } from '../extensions/rich-text-extensions';

const roundTrip = (html: string, media = true) => {
  const editor = new Editor({ extensions: richTextExtensions(media), content: html });
  const out = editor.getHTML();
  editor.destroy();
  return out;
};

describe('the rich-text schema', () => {
  it('keeps a seeded lesson clip with both sources, pictures and a YouTube player', () => {
    const html = roundTrip(
      '<h2>Count</h2><video controls preload="metadata" title="Clip"><source src="/media/lessons/a.webm" type="video/webm"><source src="/media/lessons/a.mp4" type="video/mp4"></video>' +
        '<p><img src="/media/content/0123456789abcdef0123456789abcdef.png" alt="Beads"></p>' +
        '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    );
    expect(html).toContain('<h2>Count</h2>');
    expect(html).toContain(
      '<video controls="" preload="metadata" title="Clip"><source src="/media/lessons/a.webm" type="video/webm"><source src="/media/lessons/a.mp4" type="video/mp4"></video>',
    );
    expect(html).toContain('<img src="/media/content/0123456789abcdef0123456789abcdef.png" alt="Beads">');
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
  });

  it('drops frames from other hosts, foreign videos, scripts and handlers', () => {
    const html = roundTrip(
      '<p onclick="x()">Hi<script>x()</script></p><iframe src="https://evil.example/embed"></iframe>' +
        '<video src="https://evil.example/v.mp4"></video><img src="x" onerror="x()">',
    );
    expect(html).not.toMatch(/iframe|video|onclick|onerror|script|evil/);
    expect(html).toContain('Hi');
  });

  it('keeps notifications to text and links: no pictures, videos or players', () => {
    const html = roundTrip(
      '<p>Hi</p><img src="/media/content/a.png"><iframe src="https://player.vimeo.com/video/1"></iframe>',
      false,
    );
    expect(html).toBe('<p>Hi</p>');
  });

  it("links typed and pasted http, https and mailto addresses with linkify's own schemes", () => {
    const editor = new Editor({ extensions: richTextExtensions(false), content: '<p></p>' });
    // Typing an address and a space ends in autolink.
    editor.commands.insertContent('see https://a.example ');
    editor.commands.insertContent('<a href="mailto:office@demo.school">mail</a> <a href="http://b.example">b</a>');
    const html = editor.getHTML();
    editor.destroy();
    expect(html).toContain('href="https://a.example"');
    expect(html).toContain('href="mailto:office@demo.school"');
    expect(html).toContain('href="http://b.example"');
  });
});
