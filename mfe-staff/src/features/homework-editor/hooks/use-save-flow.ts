// Create, Save and Delete homework: every configuration is checked first (its problems shown on it, the first one
// focused); re-saving asks first when students finished the homework (the confirm names them); the server's field
// errors land on the configuration they name. After a save or a delete: "Changes saved" and back to the calendar.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { errorMessage, fieldErrors, toast } from '@abacus/shared';
import type { HomeworkDetail } from '@abacus/contract/homework-schema';
import { useDeleteHomework } from '../api/delete-homework';
import { useFetchHomeworkResults } from '../api/get-homework-results';
import { useSaveHomework } from '../api/save-homework';
import type { HomeworkTarget } from '../model/editor-query';
import { finishedStudents } from '../model/finished-students';
import type { EditorEntry } from '../model/game-fields';
import { type HomeworkDay, saveBody } from '../model/game-io';
import { entriesProblems, type Problems, serverProblems } from '../model/game-problems';
import { FIX_PROBLEMS } from '../model/homework-messages';
import { focusSoon } from './use-editor-entries';

/** The input of a configuration that shows a field's problem. */
const INPUTS: Record<string, string> = {
  repeat: 'repeat',
  calculation_method: 'method',
  speed: 'speed',
  operation_number: 'length',
  link: 'link',
  difficult: 'places',
  digit_type: 'level',
};
const focusProblem = (key: string, problems: Problems) => {
  const field = Object.keys(problems).find((f) => INPUTS[f] && document.getElementById(`hw-${key}-${INPUTS[f]}`));
  focusSoon(`hw-${key}-${field ? INPUTS[field] : 'type'}`);
};

interface Options {
  target: HomeworkTarget;
  day: HomeworkDay;
  homework?: HomeworkDetail;
  onDone: () => void;
}

export function useSaveFlow({ target, day, homework, onDone }: Options) {
  const { t } = useTranslation('staff');
  const saving = useSaveHomework();
  const deleting = useDeleteHomework();
  const fetchResults = useFetchHomeworkResults();
  const [checked, setChecked] = useState(false);
  const [checking, setChecking] = useState(false);
  const [server, setServer] = useState<Record<string, Problems>>({});
  const [formError, setFormError] = useState<string>();
  const [finished, setFinished] = useState<string[] | null>(null);

  const done = () => {
    toast('success', t('admin:form.saved'));
    onDone();
  };

  const submit = async (entries: readonly EditorEntry[]) => {
    setFormError(undefined);
    try {
      await saving.mutateAsync(saveBody(entries, day, target, !homework));
      setFinished(null);
      done();
    } catch (error) {
      setFinished(null);
      const { byKey, general } = serverProblems(fieldErrors(error), entries);
      setServer(byKey);
      const first = entries.find((e) => byKey[e.key]);
      if (first) focusProblem(first.key, byKey[first.key] ?? {});
      setFormError(errorMessage(error) ?? general ?? (first ? FIX_PROBLEMS : 'failed'));
    }
  };

  const save = async (entries: readonly EditorEntry[]) => {
    setChecked(true);
    setFormError(undefined);
    const found = entriesProblems(entries);
    const first = entries.find((e) => found[e.key]);
    if (first) {
      setFormError(FIX_PROBLEMS);
      focusProblem(first.key, found[first.key] ?? {});
      return;
    }
    if (homework) {
      setChecking(true);
      try {
        const names = finishedStudents(await fetchResults(homework.id));
        if (names.length > 0) {
          setFinished(names);
          return;
        }
      } catch (error) {
        setFormError(errorMessage(error) ?? 'failed');
        return;
      } finally {
        setChecking(false);
      }
    }
    await submit(entries);
  };

  return {
    save,
    submit,
    busy: saving.isPending || checking,
    formError,
    finished,
    cancelResave: () => setFinished(null),
    /** What to show on each configuration: its own problems once a save was tried, and the server's. */
    problemsOf: (entries: readonly EditorEntry[]) => {
      const out: Record<string, Problems> = checked ? entriesProblems(entries) : {};
      for (const [key, problems] of Object.entries(server)) out[key] = { ...out[key], ...problems };
      return out;
    },
    /** A configuration changed: the server's word on it no longer holds. */
    clearServerProblems: (key: string) =>
      setServer((all) => {
        if (!(key in all)) return all;
        const { [key]: _gone, ...rest } = all;
        return rest;
      }),
    remove: (id: number) => deleting.mutateAsync(id).then(done, () => undefined),
    deleting: deleting.isPending,
    deleteError: deleting.error,
  };
}
