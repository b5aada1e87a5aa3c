// The configurations being edited and every change to them: the model's rules, the Matific warning, and the
// spoken notice of a reorder.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import type { HomeworkDetail } from '@abacus/contract/homework-schema';
import type { EditorGameType } from '@abacus/contract/homework';
import {
  type MatificChoice,
  type MatificConflict,
  moveEntry,
  newEntry,
  removeEntry,
  requestAdd,
  requestTypeChange,
  resolveMatific,
  updateEntry,
} from '../model/entries';
import type { EditorEntry, GameFields } from '../model/game-fields';
import { entryFromGame } from '../model/game-io';

/** Focus an element of the page once React has drawn it. */
export const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

export function useEditorEntries(homework: HomeworkDetail | undefined, onEdit: (key: string) => void) {
  const { t } = useTranslation('staff');
  const [start] = useState<EditorEntry[]>(() => (homework ? homework.games.map(entryFromGame) : [newEntry()]));
  const [entries, setEntries] = useState(start);
  const [conflict, setConflict] = useState<MatificConflict | null>(null);
  const [notice, setNotice] = useState('');

  const applied = (result: { entries: EditorEntry[] } | { conflict: MatificConflict }) => {
    if ('conflict' in result) setConflict(result.conflict);
    else setEntries(result.entries);
    return 'entries' in result ? result.entries : null;
  };

  return {
    start,
    entries,
    conflict,
    notice,
    change: (key: string, game: GameFields) => {
      onEdit(key);
      setEntries((all) => updateEntry(all, key, () => game));
    },
    changeType: (key: string, kind: EditorGameType) => {
      onEdit(key);
      applied(requestTypeChange(entries, key, kind));
    },
    add: () => {
      const next = applied(requestAdd(entries));
      const added = next?.at(-1);
      if (added && next && next.length > entries.length) focusSoon(`hw-${added.key}-type`);
    },
    move: (from: number, to: number) => {
      if (to < 0 || to >= entries.length || from === to) return;
      setEntries(moveEntry(entries, from, to));
      setNotice(t('homeworkEditor.moved', { n: from + 1, to: to + 1, total: entries.length }));
    },
    remove: (key: string) => {
      onEdit(key);
      setEntries(removeEntry(entries, key));
      focusSoon('hw-add');
    },
    resolve: (choice: MatificChoice) => {
      if (conflict) setEntries(resolveMatific(entries, conflict, choice));
      setConflict(null);
    },
    cancelConflict: () => setConflict(null),
  };
}
