// What a game screen does when a played game could not be saved: the child keeps playing, and a red toast
// says that this game was not saved and why it may be (the same on the play, abacus and columns screens). The
// verdict beside it stays true: the answer was judged, only the record is missing (issue 9: "Correct!" beside a
// bare "Error has occurred" read as a contradiction).
import { useCallback } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { toast } from '@abacus/shared';

export function useSaveFailure(): (error: unknown) => void {
  const { t } = useTranslation('games');
  return useCallback(
    (error: unknown) => {
      console.warn('The game was not saved:', error);
      toast('error', t('play.notSaved'));
    },
    [t],
  );
}
