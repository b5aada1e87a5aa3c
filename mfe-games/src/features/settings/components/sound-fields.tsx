// Sound and the voice language. The checkbox is forced off (and locked) when the numbers come too fast to
// be spoken: below 1 s at complexity 10 or less, below 2.5 s at complexity 100 or more.
import { useTranslation } from '@abacus/shared/i18n-react';
import { VOICE_LANGUAGES, type GameConfig, type VoiceLanguage } from '@/engine/config/game-config';
import { soundAvailable } from '@/engine/config/settings-rules';
import { VOICE_NAMES } from '../model/voice-names';
import { SelectField } from './select-field';

interface Props {
  config: GameConfig;
  update: (patch: Partial<GameConfig>) => void;
}

export function SoundFields({ config, update }: Props) {
  const { t } = useTranslation('games');
  const available = soundAvailable(config);
  return (
    <div className="games-sound">
      <label className="games-check">
        <input
          type="checkbox"
          checked={config.withSound}
          disabled={!available}
          onChange={(event) => update({ withSound: event.target.checked })}
          aria-describedby={available ? undefined : 'settings-sound-hint'}
        />
        <span>{t('settings.sound')}</span>
      </label>
      {!available && (
        <span className="games-field__hint" id="settings-sound-hint">
          {t('settings.soundTooFast')}
        </span>
      )}
      <SelectField
        id="settings-voice"
        label={t('settings.voice')}
        options={VOICE_LANGUAGES.map((lang) => ({ value: lang, label: VOICE_NAMES[lang] }))}
        value={config.language}
        onChange={(lang) => update({ language: lang as VoiceLanguage })}
        disabled={!config.withSound}
      />
    </div>
  );
}
