import { useState, type ChangeEvent } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { errorMessage, fieldErrors, fullName, toast, type Profile } from '@abacus/shared';
import { uploadAvatar } from '../api/upload-avatar';
import { initials, isAcceptedAvatar, AVATAR_TYPES } from '../model/avatar-file';

interface Props {
  profile: Profile;
  /** Absent in read-only viewing: no upload. */
  onUploaded?: (photo: string) => void;
}

/** The photo (or initials); one's own can be replaced by a JPEG or PNG. */
export function Avatar({ profile, onUploaded }: Props) {
  const { t } = useTranslation('student');
  const [busy, setBusy] = useState(false);
  const name = fullName(profile);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!onUploaded || !isAcceptedAvatar(file)) return;
    setBusy(true);
    try {
      onUploaded(await uploadAvatar(profile.id, file));
      toast('success', t('profileHeader.saved'));
    } catch (error) {
      toast('error', fieldErrors(error).photo ?? errorMessage(error) ?? t('common:toast.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`avatar${busy ? ' avatar--busy' : ''}`} data-testid="avatar">
      {profile.photo ? (
        <img className="avatar__photo" src={profile.photo} alt={t('profileHeader.photoOf', { name })} />
      ) : (
        <span className="avatar__initials" role="img" aria-label={t('profileHeader.photoOf', { name })}>
          {initials(profile.first_name, profile.last_name)}
        </span>
      )}
      {onUploaded && (
        <label className="avatar__upload" title={t('profileHeader.changePhoto')}>
          <input
            className="ui-visually-hidden"
            type="file"
            accept={AVATAR_TYPES.join(',')}
            aria-label={t('profileHeader.changePhoto')}
            disabled={busy}
            onChange={(e) => void choose(e)}
            data-testid="avatar-input"
          />
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M4 8h3l2-3h6l2 3h3v11H4z" fill="currentColor" />
            <circle cx="12" cy="13" r="3.5" fill="#fff" />
          </svg>
        </label>
      )}
    </div>
  );
}
