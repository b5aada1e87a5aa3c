// The end of a homework: the answer that finished it paid 1 i$ (and 3 i$ more when it opened the month's puzzle;
// nothing when the homework was done once before, reopened and done again). The puzzle page shows its own popups
// too (it reads success_puzzle).
import { TrophyIcon } from '@abacus/shared';
import { useTranslation } from '@abacus/shared/i18n-react';
import type { HomeworkReward } from '@abacus/contract/homework-schema';

interface Props {
  reward: HomeworkReward;
  onToPuzzle: () => void;
}

/** "4.00" -> "4", "1.50" -> "1.5"; null when nothing was paid. */
export const paidText = (paid: string) => (Number(paid) > 0 ? String(Number(paid)) : null);

export function HomeworkDone({ reward, onToPuzzle }: Props) {
  const { t } = useTranslation('games');
  const paid = paidText(reward.paid);
  return (
    <section className="homework-done" data-testid="homework-done" aria-labelledby="homework-done-title">
      <p className="homework-done__trophy" aria-hidden="true">
        <TrophyIcon />
      </p>
      <div role="status">
        <h2 id="homework-done-title" className="homework-done__title">
          {t('homework.doneTitle')}
          {paid && <bdi dir="ltr"> +{paid} i$</bdi>}
        </h2>
        {reward.puzzle_opened && <p className="homework-done__puzzle">{t('homework.puzzleOpened')}</p>}
      </div>
      <button type="button" className="ui-btn ui-btn--accent homework-btn" onClick={onToPuzzle} autoFocus>
        {t('homework.toPuzzle')}
      </button>
    </section>
  );
}
