// A Matific activity (issue 12): an external link the child opens in a new tab, then marks done by hand
// (POST lessons/homeworks/{id}/games/{game}/done). Only a Matific https address is ever made a link.
import { useTranslation } from '@abacus/shared/i18n-react';
import { isMatificLink } from '@abacus/contract/homework';
import type { HomeworkReward } from '@abacus/contract/homework-schema';
import { useMarkMatificDone } from '../api/mark-matific-done';
import { failureKey } from '../model/failure';

interface Props {
  homework: number;
  game: number;
  link: string | null;
  onDone: (reward: HomeworkReward) => void;
}

export function MatificTask({ homework, game, link, onDone }: Props) {
  const { t } = useTranslation('games');
  const mark = useMarkMatificDone();
  const safe = link !== null && isMatificLink(link);
  return (
    <div className="homework-matific" data-testid="homework-matific">
      <p>{t('homework.matificText')}</p>
      {safe ? (
        <a className="ui-btn ui-btn--accent homework-btn" href={link} target="_blank" rel="noopener noreferrer">
          {t('homework.matificOpen')}
          <span className="ui-visually-hidden"> {t('homework.newTab')}</span>
        </a>
      ) : (
        <p role="alert">{t('homework.matificNoLink')}</p>
      )}
      <button
        type="button"
        className="ui-btn homework-btn"
        disabled={mark.isPending}
        onClick={() => mark.mutate({ homework, game }, { onSuccess: onDone })}
      >
        {t('homework.matificDone')}
      </button>
      {mark.isError && (
        <p className="homework-error" role="alert">
          {t(`homework.errors.${failureKey(mark.error)}`)}
        </p>
      )}
    </div>
  );
}
