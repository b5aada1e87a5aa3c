import { isMediaPath, isVideoEmbed, sanitizeHtml } from '../sanitize-html';

describe('sanitizing server HTML', () => {
  it('drops scripts, handlers and javascript: links', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Hi<script>steal()</script></p><a href="javascript:steal()">x</a><img src=x onerror="steal()">',
    );
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
    const clean = sanitizeHtml(
      '<h2>Title</h2><video controls src="/media/a.mp4"></video><a href="https://x.example" target="_blank">x</a>',
    );
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('<video controls="" src="/media/a.mp4">');
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('keeps our own videos from /media/ with their sources, always with controls and never autoplaying', () => {
    const doc = document.createElement('div');
    doc.innerHTML = sanitizeHtml(
      '<video preload="metadata" autoplay onplay="steal()" poster="/media/lessons/a.png">' +
        '<source src="/media/lessons/a.webm" type="video/webm" onerror="steal()"><source src="/media/lessons/a.mp4" type="video/mp4"></video>',
    );
    const video = doc.querySelector('video')!;
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(video.getAttribute('poster')).toBe('/media/lessons/a.png');
    expect(video.hasAttribute('autoplay')).toBe(false);
    expect(video.hasAttribute('onplay')).toBe(false);
    const sources = [...video.querySelectorAll('source')];
    expect(sources.map((s) => [s.getAttribute('src'), s.getAttribute('type')])).toEqual([
      ['/media/lessons/a.webm', 'video/webm'],
      ['/media/lessons/a.mp4', 'video/mp4'],
    ]);
    expect(sources[0].hasAttribute('onerror')).toBe(false);
  });

  it.each([
    'https://evil.example/a.mp4',
    'http://evil.example/media/a.mp4',
    '//evil.example/media/a.mp4',
    '/\\evil.example/media/a.mp4',
    'media/a.mp4',
    '/mediax/a.mp4',
    '/media/../api/v1/profile',
    '/media/%2e%2e/api/v1/profile',
    'javascript:alert(1)',
    'data:video/mp4;base64,AAAA',
    'blob:https://abacus.school/1',
  ])('refuses video from %s', (src) => {
    const doc = document.createElement('div');
    doc.innerHTML = sanitizeHtml(
      `<video src="${src}" poster="${src}"><source src="${src}" type="video/mp4"><source src="/media/ok.webm" type="video/webm">` +
        `<track src="${src}" kind="captions"></video><audio src="${src}"></audio>`,
    );
    const video = doc.querySelector('video')!;
    expect(video.hasAttribute('src')).toBe(false);
    expect(video.hasAttribute('poster')).toBe(false);
    expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual(['/media/ok.webm']);
    expect(doc.querySelector('track')?.hasAttribute('src') ?? false).toBe(false);
    expect(doc.querySelector('audio')?.hasAttribute('src') ?? false).toBe(false);
  });

  it('tells media paths apart', () => {
    expect(isMediaPath('/media/lessons/count-to-ten.webm')).toBe(true);
    for (const src of [
      null,
      '',
      '/media',
      '//media/x.mp4',
      '/media/../x.mp4',
      'https://abacus.school/media/x.mp4',
      '/media/\\x',
    ]) {
      expect(isMediaPath(src)).toBe(false);
    }
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
