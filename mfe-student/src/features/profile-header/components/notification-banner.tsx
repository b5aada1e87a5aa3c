// The school's message to the student (profile.notification, HTML). Its sanitizer (DOMPurify, 11 KB gzipped) is
// loaded only when there is a message: most children have none, and the dashboard's first load does without it.
// Until it is in, the message's plain text (its paragraphs and line breaks) holds the banner's place (read from a
// parsed copy that is never put in the page, so nothing in it runs or loads), and the formatted text then takes the
// same place.
import { Fragment, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { withRetry } from '@abacus/shared/lazy-retry';
import { plainParagraphs } from '../model/plain-text';

const FormattedText = lazy(
  withRetry(() => import('./notification-html').then((m) => ({ default: m.NotificationHtml }))),
);

export function BannerFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('student');
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
      {children}
    </aside>
  );
}

export function NotificationBanner({ html }: { html: string | null | undefined }) {
  if (!html?.trim()) return null;
  const paragraphs = plainParagraphs(html);
  return (
    <Suspense
      fallback={
        paragraphs.length ? (
          <BannerFrame>
            <div className="notification-banner__text" dir="auto">
              {paragraphs.map((lines, p) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one message, never reordered
                <p key={p}>
                  {lines.map((line, l) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one paragraph, never reordered
                    <Fragment key={l}>
                      {l > 0 && <br />}
                      {line}
                    </Fragment>
                  ))}
                </p>
              ))}
            </div>
          </BannerFrame>
        ) : null
      }
    >
      <FormattedText html={html} />
    </Suspense>
  );
}
