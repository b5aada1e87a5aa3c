// The player address of a YouTube or Vimeo link as a teacher copies it from the browser (watch?v=, youtu.be/,
// shorts/, embed/; vimeo.com/123, player.vimeo.com/video/123), or null: only these two players are embedded (the
// sanitizers and the CSP keep no other frame). YouTube plays from youtube-nocookie.com (no tracking cookies).
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

export function embedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www|m)\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id =
      parts[0] === 'watch'
        ? (url.searchParams.get('v') ?? undefined)
        : ['embed', 'shorts', 'live'].includes(parts[0])
          ? parts[1]
          : undefined;
  } else if (host === 'youtu.be') {
    id = parts[0];
  }
  if (id !== undefined) return YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  if (host === 'vimeo.com' && VIMEO_ID.test(parts[0] ?? '')) return `https://player.vimeo.com/video/${parts[0]}`;
  if (url.hostname === 'player.vimeo.com' && parts[0] === 'video' && VIMEO_ID.test(parts[1] ?? '')) {
    return `https://player.vimeo.com/video/${parts[1]}`;
  }
  return null;
}
