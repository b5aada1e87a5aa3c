// The profile header on every student page (spec 000 "Profile header"): avatar with upload,
// birthday (not for free users), i$ balance and the notification banner. Read-only viewing shows
// the viewed student's profile with no upload and no birthday edit.
import { useTranslation } from '@abacus/shared/i18n-react';
import { balance$, fullName, session$, Spinner, storeSession, type Profile } from '@abacus/shared';
import { balanceText } from '@/lib/indigo';
import { useShownProfile } from '../hooks/use-shown-profile';
import { Avatar } from './avatar';
import { BirthdayRow } from './birthday-row';
import { NotificationBanner } from './notification-banner';
import '../profile-header.css';

/** Keeps the stored session (and so every remote) in step with one's own changed profile. */
function keepInSession(change: Partial<Profile>) {
  const session = session$.getValue();
  if (!session) return;
  const balance = balance$.getValue();
  storeSession({ token: session.token, profile: { ...session.profile, ...change } });
  // The server's profile carries the balance; without one, keep the live balance the shop may have set.
  if (change.indigo_dollars === undefined && balance !== null) balance$.next(balance);
}

export function ProfileHeader() {
  const { t } = useTranslation('student');
  const shown = useShownProfile();
  if (!shown) return null;
  if (shown.status !== 'shown') {
    return (
      <header className="profile-header" data-testid="profile-header" data-read-only>
        {shown.status === 'loading' ? (
          <Spinner label={t('common:loading')} />
        ) : (
          <p className="ui-form-error profile-header__failed" role="alert">
            {t('profileHeader.loadError')}
          </p>
        )}
      </header>
    );
  }
  const { profile, balance, readOnly } = shown;
  const editable = !readOnly;

  return (
    <header className="profile-header" data-testid="profile-header" data-read-only={readOnly}>
      <div className="profile-header__card">
        <Avatar profile={profile} onUploaded={editable ? (photo) => keepInSession({ photo }) : undefined} />
        <div className="profile-header__about">
          <p className="profile-header__name">{fullName(profile)}</p>
          {readOnly && <p className="profile-header__viewing">{t('profileHeader.viewing')}</p>}
          {!profile.is_free && <BirthdayRow profile={profile} onSaved={editable ? keepInSession : undefined} />}
        </div>
        <p className="profile-header__balance" data-testid="balance">
          <span className="profile-header__balance-label">{t('profileHeader.balance')}</span>
          <span className="profile-header__balance-amount" dir="ltr">
            {balanceText(balance ?? '—')}
          </span>
        </p>
      </div>
      <NotificationBanner html={profile.notification} />
    </header>
  );
}
