// Abacus mode: the numbers one at a time, at the child's pace; the child sets each on the abacus. After the
// last one, Check compares what the abacus shows with that last number.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Abacus } from '@/lib/abacus/components/abacus';

interface Props {
  numbers: readonly number[];
  rods: number;
  onCheck(value: number): void;
}

export function AbacusSteps({ numbers, rods, onCheck }: Props) {
  const { t } = useTranslation('games');
  const [index, setIndex] = useState(0);
  const [value, setValue] = useState(0);
  const last = index === numbers.length - 1;
  return (
    <div className="abacus-screen__panel" data-testid="abacus-steps">
      <p className="abacus-play__step">{t('abacusPlay.numberOf', { n: index + 1, total: numbers.length })}</p>
      <p className="abacus-screen__ask">
        {t('abacusPlay.setNumber')} <strong className="abacus-screen__target">{numbers[index]}</strong>
      </p>
      <Abacus rods={rods} value={value} onChange={setValue} showValue={false} showDigits={false} clearable />
      <button
        type="button"
        className="ui-btn ui-btn--accent abacus-play__main"
        onClick={() => (last ? onCheck(value) : setIndex(index + 1))}
      >
        {last ? t('abacusPlay.check') : t('abacusPlay.nextNumber')}
      </button>
    </div>
  );
}
