import { useTranslation } from '@abacus/shared/i18n-react';
import { PUZZLE_REWARD, TASK_REWARD } from '@abacus/contract/homework';
import { Modal } from '@abacus/shared';
import { indigoText } from '@/lib/indigo';
import type { Popup } from '../model/popups';
import { PuzzlePicture } from './puzzle-picture';

interface Props {
  popup: Popup;
  slide: number;
  month: string;
  onClose: () => void;
}

const TEXT: Record<Popup, string> = {
  'task-done': 'taskDone',
  'puzzle-opened': 'puzzleOpened',
  congratulations: 'congratulations',
};
const REWARD: Partial<Record<Popup, string>> = { 'task-done': TASK_REWARD, 'puzzle-opened': PUZZLE_REWARD };

/** A reward popup: the task done (+1 i$), the puzzle opened (+3 i$), or the whole picture. */
export function RewardPopup({ popup, slide, month, onClose }: Props) {
  const { t } = useTranslation('student');
  const key = `homework.popup.${TEXT[popup]}`;
  const reward = REWARD[popup];
  return (
    <Modal title={t(`${key}.title`)} onClose={onClose} testId={`homework-popup-${popup}`}>
      <div className="homework-popup">
        {reward && (
          <p className="homework-popup__reward">
            <span className="ui-visually-hidden">{t('homework.popup.earned')} </span>
            <span dir="ltr">+{indigoText(reward)}</span>
          </p>
        )}
        {popup === 'congratulations' && (
          <div className="homework-popup__picture">
            <PuzzlePicture slide={slide} className="puzzle__picture" />
          </div>
        )}
        <p>{t(`${key}.text`, { month })}</p>
        <button type="button" className="ui-btn" onClick={onClose} autoFocus>
          {t(popup === 'congratulations' ? 'homework.popup.close' : 'homework.popup.ok')}
        </button>
      </div>
    </Modal>
  );
}
