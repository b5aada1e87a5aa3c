// The random abacus game's answer: the last number, shown on the abacus or typed (each follows the other).
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { fitsAbacus } from '@/engine/abacus/abacus-model';
import { normalizeAnswer, parseAnswer } from '@/engine/play/answer-rules';
import { Abacus } from '@/lib/abacus/components/abacus';

interface Props {
  rods: number;
  onCheck(answer: string): void;
}

export function AbacusAnswer({ rods, onCheck }: Props) {
  const { t } = useTranslation('games');
  const [text, setText] = useState('');
  const typed = parseAnswer(text);
  const value = fitsAbacus(typed, rods) ? typed : 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed !== null) onCheck(text);
  };
  return (
    <form className="abacus-screen__panel" data-testid="abacus-answer" onSubmit={submit} noValidate>
      <p className="abacus-screen__ask">{t('abacusPlay.whatLast')}</p>
      <Abacus rods={rods} value={value} onChange={(next) => setText(String(next))} clearable />
      <label className="abacus-play__typed">
        <span>{t('abacusPlay.orType')}</span>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          value={text}
          onChange={(event) => setText(normalizeAnswer(event.target.value).slice(0, rods))}
        />
      </label>
      <button type="submit" className="ui-btn ui-btn--accent abacus-play__main" disabled={typed === null}>
        {t('abacusPlay.check')}
      </button>
    </form>
  );
}
