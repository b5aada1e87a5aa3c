import { useTranslation } from '@abacus/shared/i18n-react';

interface Props {
  names: string[];
  timer: number | null;
  onStart(): void;
}

/** Before a round: who plays, how long, and Start. */
export function ColumnsIntro({ names, timer, onStart }: Props) {
  const { t } = useTranslation('games');
  return (
    <section className="columns-intro" data-testid="columns-intro">
      <h1 className="columns-intro__title">{t('columns.title')}</h1>
      <ul className="columns-intro__players" aria-label={t('columns.players', { count: names.length })}>
        {names.map((name, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: players are their place in the list (two may share a name)
          <li key={i}>{name}</li>
        ))}
      </ul>
      <p className="columns-intro__rule">
        {names.length === 1
          ? timer === null
            ? t('columns.ruleSoloNoTimer')
            : t('columns.ruleSolo', { seconds: timer })
          : timer === null
            ? t('columns.ruleNoTimer')
            : t('columns.rule', { seconds: timer })}
      </p>
      <button type="button" className="ui-btn ui-btn--accent columns-intro__start" onClick={onStart} autoFocus>
        {t('columns.start')}
      </button>
    </section>
  );
}
