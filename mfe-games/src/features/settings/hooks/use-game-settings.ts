// A settings screen's state: the stored (or default) configuration, every change passed through the rules,
// and Start, which remembers the choice, hands the configuration to the play screen and goes there.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { useNavigate } from '@abacus/shared/router';
import { session$, useObservable } from '@abacus/shared';
import { loadGameConfig, saveGameConfig } from '@/engine/config/config-storage';
import { setCurrentGame } from '@/engine/config/current-game';
import type { GameConfig } from '@/engine/config/game-config';
import { PLAY_PATH, type SettingsScreen } from '@/engine/config/game-screens';
import { applyRules, hasErrors, settingsErrors, type RuleContext } from '@/engine/config/settings-rules';
import { withFirstPlayer } from '../model/first-player';

interface Options {
  /** The demo keeps its own storage and rules, and plays at its own path. */
  demo?: boolean;
  playPath?: string;
}

export function useGameSettings(screen: SettingsScreen, { demo = false, playPath = PLAY_PATH }: Options = {}) {
  const session = useObservable(session$);
  const { t, i18n } = useTranslation('games');
  const navigate = useNavigate();
  const isFree = Boolean(session?.profile.is_free);
  const ctx = useMemo<RuleContext>(() => ({ isFree, demo }), [isFree, demo]);
  const [draft, setDraft] = useState(() =>
    withFirstPlayer(
      loadGameConfig(screen, { ...ctx, interfaceLanguage: i18n.language }),
      session?.profile.first_name || t('settings.playerName', { number: 1 }),
    ),
  );
  // The rules again when the profile changes (a refreshed is_free), not only on the user's changes.
  const config = useMemo(() => applyRules(draft, ctx), [draft, ctx]);

  const update = useCallback(
    (patch: Partial<GameConfig>) => setDraft((current) => applyRules({ ...current, ...patch }, ctx)),
    [ctx],
  );
  const errors = useMemo(() => settingsErrors(config), [config]);
  const canStart = !hasErrors(errors);

  /** `replace`: the play screen takes this screen's place in the history (a screen that only starts). */
  const start = useCallback(
    (override?: Partial<GameConfig>, { replace = false } = {}) => {
      const game = applyRules({ ...config, ...override }, ctx);
      if (hasErrors(settingsErrors(game))) return;
      saveGameConfig(screen, game, ctx);
      setCurrentGame(game);
      navigate(playPath, { replace });
    },
    [config, ctx, screen, navigate, playPath],
  );

  return { config, update, errors, canStart, start, ctx };
}
