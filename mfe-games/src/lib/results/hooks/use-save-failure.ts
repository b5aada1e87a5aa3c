// What a game screen does when a played game could not be saved: the child keeps playing, and a red toast
// says that something went wrong (the same on the play, abacus and columns screens).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@abacus/shared';

export function useSaveFailure(): (error: unknown) => void {
  const { t } = useTranslation('games');
  return useCallback(
    (error: unknown) => {
      console.warn('The game was not saved:', error);
      toast('error', t('common:toast.error'));
    },
    [t],
  );
}
