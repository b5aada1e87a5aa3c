import { useMemo } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { sanitizeHtml } from '@abacus/shared/html/sanitize-html';

/** The school's message to the student (profile.notification, HTML). */
export function NotificationBanner({ html }: { html: string | null | undefined }) {
  const { t } = useTranslation('student');
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean.trim()) return null;
  return (
    <aside
      className="notification-banner"
      aria-label={t('profileHeader.notification')}
      data-testid="notification-banner"
    >
      <span className="notification-banner__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M12 3a6 6 0 00-6 6v4l-2 3h16l-2-3V9a6 6 0 00-6-6zM10 19a2 2 0 004 0" fill="currentColor" />
        </svg>
      </span>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitizeHtml (DOMPurify) just above, and on the server */}
      <div className="notification-banner__text" dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />
    </aside>
  );
}
