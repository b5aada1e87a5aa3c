// /dashboard/lessons[/{id}] and /dashboard/lesson/add: the list, an existing lesson, or a new one.
import { useParams } from '@abacus/shared/router';
import { NotFoundPage } from '@abacus/shared';
import { LessonEditorPage } from './lesson-editor-page';
import { LessonsPage } from './lessons-page';

export function LessonsRoute() {
  const rest = useParams()['*'] ?? '';
  if (rest === '' || rest === '/') return <LessonsPage />;
  const id = Number(rest);
  return /^\d+$/.test(rest) && id > 0 && id < 2 ** 31 ? <LessonEditorPage id={id} /> : <NotFoundPage />;
}

export function AddLessonRoute() {
  return useParams()['*'] === 'add' ? <LessonEditorPage /> : <NotFoundPage />;
}
