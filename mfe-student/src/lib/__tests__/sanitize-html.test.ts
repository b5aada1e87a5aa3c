import { isVideoEmbed, sanitizeHtml } from '../sanitize-html';

describe('sanitizing server HTML', () => {
  it('drops scripts, handlers and javascript: links', () => {
    const clean = sanitizeHtml('<p onclick="steal()">Hi<script>steal()</script></p><a href="javascript:steal()">x</a><img src=x onerror="steal()">');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('keeps YouTube and Vimeo players and removes other iframes', () => {
    const html =
      '<iframe src="https://www.youtube.com/embed/abc" width="560" height="315" allowfullscreen></iframe>' +
      '<iframe src="https://player.vimeo.com/video/1"></iframe>' +
      '<iframe src="https://evil.example/embed"></iframe>' +
      '<iframe src="javascript:alert(1)"></iframe>' +
      '<iframe srcdoc="<script>x()</script>"></iframe>';
    const doc = document.createElement('div');
    doc.innerHTML = sanitizeHtml(html);
    const sources = [...doc.querySelectorAll('iframe')].map((f) => f.getAttribute('src'));
    expect(sources).toEqual(['https://www.youtube.com/embed/abc', 'https://player.vimeo.com/video/1']);
    expect(doc.querySelector('iframe')?.hasAttribute('allowfullscreen')).toBe(true);
  });

  it('keeps video and formatting, and opens new tabs safely', () => {
    const clean = sanitizeHtml('<h2>Title</h2><video controls src="/media/a.mp4"></video><a href="https://x.example" target="_blank">x</a>');
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('<video controls="" src="/media/a.mp4">');
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('tells video hosts apart', () => {
    expect(isVideoEmbed('//www.youtube-nocookie.com/embed/x')).toBe(true);
    expect(isVideoEmbed('http://www.youtube.com/embed/x')).toBe(false);
    expect(isVideoEmbed('https://youtube.com.evil.example/embed/x')).toBe(false);
    expect(isVideoEmbed('/embed/x')).toBe(false);
    expect(isVideoEmbed(null)).toBe(false);
  });

  it('answers empty for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
