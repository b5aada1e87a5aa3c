// The banner's formatted text, sanitized in the browser too (the server sanitizes on save): loaded by
// notification-banner.tsx only when there is a message.
import { useMemo } from 'react';
import { sanitizeHtml } from '@abacus/shared/html/sanitize-html';
import { BannerFrame } from './notification-banner';

export function NotificationHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean.trim()) return null;
  return (
    <BannerFrame>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitizeHtml (DOMPurify) just above, and on the server */}
      <div className="notification-banner__text" dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />
    </BannerFrame>
  );
}
