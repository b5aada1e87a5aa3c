// GET lessons/homeworks?group=|user=&month=&year=: the month of the day a create address names, so the editor can tell
// whether the day already has its target's homework (then it opens that one rather than an empty form whose Create
// would replace it).
import { useQuery } from '@abacus/shared/query';
import type { HomeworkSummary } from '@abacus/contract/homework-schema';
import { api } from '@abacus/shared';
import { type EditorQuery, type HomeworkTarget, ownHomeworkOn, targetFields } from '../model/editor-query';

const getMonth = async (target: HomeworkTarget, year: number, month: number) =>
  (await api.get<HomeworkSummary[]>('lessons/homeworks', { params: { ...targetFields(target), year, month } })).data;

/**
 * The id of the target's homework on the create address's day (null: none); not asked when a homework is named. Read
 * once per opening of the page and never again while it is open: its key names no homework, so the editor's own save
 * does not refetch it and turn the form into a redirect under the teacher's hands (`invalidateHomework`).
 */
export const useDayHomework = (target: HomeworkTarget, query: EditorQuery | null) =>
  useQuery({
    queryKey: ['editor-day', target.kind, target.id, query?.year, query?.month, query?.order],
    queryFn: async () => ownHomeworkOn(await getMonth(target, query!.year, query!.month), target, query!.order),
    enabled: query !== null && query.homework === null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
