import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { errorMessage, Field, fieldErrors, toast, type Profile } from '@abacus/shared';
import { isoDateToDotted } from '@/lib/dates';
import { updateBirthday } from '../api/update-birthday';
import { readBirthdayInput } from '../model/birthday-input';

interface Props {
  profile: Profile;
  /** Absent in read-only viewing: the birthday is only shown. */
  onSaved?: (profile: Profile) => void;
}

/** Birthday as dd.MM.yyyy; one's own opens an editor on click. */
export function BirthdayRow({ profile, onSaved }: Props) {
  const { t } = useTranslation('student');
  const id = useId();
  const shown = isoDateToDotted(profile.birthday);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const open = () => {
    setText(shown);
    setError(undefined);
    setEditing(true);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const input = readBirthdayInput(text, profile.birthday, new Date());
    if (input.kind === 'unchanged') return setEditing(false);
    if (input.kind === 'invalid') return setError(t('profileHeader.invalidBirthday'));
    setBusy(true);
    try {
      onSaved?.(await updateBirthday(profile.id, input.birthday));
      toast('success', t('profileHeader.saved'));
      setEditing(false);
    } catch (failure) {
      const message = fieldErrors(failure).birthday;
      if (message) setError(message);
      else toast('error', errorMessage(failure) ?? t('common:toast.error'));
    } finally {
      setBusy(false);
    }
  };

  if (editing) {
    return (
      <form
        className="birthday birthday--editing"
        onSubmit={(e) => void save(e)}
        onKeyDown={(e) => e.key === 'Escape' && setEditing(false)}
        noValidate
      >
        <Field id={id} label={t('profileHeader.birthday')} error={error}>
          <input
            id={id}
            autoFocus
            inputMode="numeric"
            placeholder={t('profileHeader.birthdayFormat')}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setText(e.target.value)}
          />
        </Field>
        <div className="birthday__actions">
          <button type="submit" className="ui-btn" disabled={busy}>
            {t('profileHeader.save')}
          </button>
          <button type="button" className="ui-btn ui-btn--ghost" onClick={() => setEditing(false)}>
            {t('profileHeader.cancel')}
          </button>
        </div>
      </form>
    );
  }

  const value = shown || t('profileHeader.notSet');
  return (
    <p className="birthday" data-testid="birthday">
      <span className="birthday__label">{t('profileHeader.birthday')}:</span>{' '}
      {onSaved ? (
        <button
          type="button"
          className="birthday__value birthday__value--editable"
          onClick={open}
          aria-label={t('profileHeader.editBirthday', { date: value })}
        >
          {value}
          <svg viewBox="0 0 24 24" width="15" height="15" aria-hidden="true">
            <path
              d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      ) : (
        <span className="birthday__value">{value}</span>
      )}
    </p>
  );
}
