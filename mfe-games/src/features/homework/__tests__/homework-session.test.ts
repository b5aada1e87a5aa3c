import { paidText } from '../components/homework-done';
import { showsNext } from '@/lib/results/model/homework-turn';
import { currentEntry, isHomeworkDone, leftOf, remainingEntries } from '../model/homework-progress';
import {
  currentTurn,
  INITIAL_SESSION,
  type SessionEvent,
  type SessionState,
  sessionReducer,
  shownLeft,
  tasksLeft,
} from '../model/homework-session';
import { detail, entry, progress } from './fixtures';

const run = (events: SessionEvent[], from: SessionState = INITIAL_SESSION) => events.reduce(sessionReducer, from);
const REWARD = { homework: 42, task_done: true, puzzle_opened: false, paid: '1.00' };

describe('remaining entries (spec 001 section 4: only unanswered items are kept)', () => {
  const done = entry({ repeat: 2, progress: progress(2, 2) });
  const half = entry({ repeat: 3, progress: progress(1, 3) });
  const fresh = entry({ repeat: 2 });

  it('an entry needs repeat right answers', () => {
    expect([done, half, fresh].map(leftOf)).toEqual([0, 2, 2]);
    expect(leftOf(entry({ repeat: 2, progress: null }))).toBe(2);
    expect(leftOf(entry({ repeat: 2, progress: { ...progress(1, 2), done: true } }))).toBe(0);
  });

  it('keeps the unfinished entries in order; the first is played', () => {
    expect(remainingEntries([done, half, fresh])).toEqual([half, fresh]);
    expect(currentEntry([done, half, fresh])).toBe(half);
    expect(currentEntry([done])).toBeNull();
  });

  it('a homework is done when the server says so or every entry is', () => {
    expect(isHomeworkDone(detail([done]))).toBe(true);
    expect(isHomeworkDone(detail([done, half]))).toBe(false);
    expect(isHomeworkDone(detail([half], { complete_status: 2 }))).toBe(true);
    expect(isHomeworkDone(detail([]))).toBe(false);
  });
});

describe('the session: Next, Try again, Back and the reward', () => {
  const a = entry({ repeat: 3, progress: progress(1, 3) });
  const b = entry({ repeat: 1 });
  const matific = entry({ type: 'matific', link: 'https://www.matific.com/a' });
  const games = [entry({ progress: progress(1, 1) }), a, matific, b];

  it('Start plays the first remaining entry, Matific left out', () => {
    const state = run([{ type: 'start', games }]);
    expect(state.view).toBe('playing');
    expect(state.queue).toEqual([
      { entry: a.id, left: 2 },
      { entry: b.id, left: 1 },
    ]);
    expect(currentTurn(state)).toEqual({ entry: a.id, left: 2 });
    expect(tasksLeft(state)).toBe(3);
    expect(state.round).toBe(1);
  });

  it('nothing to play leaves the overview as it is', () => {
    expect(run([{ type: 'start', games: [matific] }])).toBe(INITIAL_SESSION);
  });

  it('Next shows on a win with more than one task left, never after a loss', () => {
    expect(showsNext({ tasksLeft: 3 }, true)).toBe(true);
    expect(showsNext({ tasksLeft: 2 }, true)).toBe(true);
    expect(showsNext({ tasksLeft: 1 }, true)).toBe(false);
    expect(showsNext({ tasksLeft: 3 }, false)).toBe(false);
    // Outside homework Next always shows.
    expect(showsNext(undefined, false)).toBe(true);
  });

  it('Next plays the same entry again until it is done, then the next entry, each time a new round', () => {
    let state = run([{ type: 'start', games }, { type: 'next' }]);
    expect(currentTurn(state)).toEqual({ entry: a.id, left: 1 });
    expect(state.round).toBe(2);
    state = run([{ type: 'next' }], state);
    expect(currentTurn(state)).toEqual({ entry: b.id, left: 1 });
    expect(tasksLeft(state)).toBe(1);
    expect(state.round).toBe(3);
  });

  it('the count shown drops when the expression is judged right, and Next keeps it there', () => {
    const playing = run([{ type: 'start', games }]);
    expect(shownLeft(playing)).toBe(3);
    const right = run([{ type: 'judged', right: true }], playing);
    expect(shownLeft(right)).toBe(2);
    expect(tasksLeft(right)).toBe(3);
    expect(shownLeft(run([{ type: 'next' }], right))).toBe(2);
    const wrong = run([{ type: 'judged', right: false }], playing);
    expect(wrong).toBe(playing);
    expect(shownLeft(run([{ type: 'retry' }], right))).toBe(3);
    expect(run([{ type: 'judged', right: true }], INITIAL_SESSION)).toBe(INITIAL_SESSION);
  });

  it('Try again is a new round of the same entry, counting nothing', () => {
    const state = run([{ type: 'start', games }, { type: 'retry' }, { type: 'retry' }]);
    expect(state.round).toBe(3);
    expect(tasksLeft(state)).toBe(3);
  });

  it('Back goes to the overview; Start again starts from what the server says', () => {
    const back = run([{ type: 'start', games }, { type: 'next' }, { type: 'back' }]);
    expect(back.view).toBe('overview');
    const again = run([{ type: 'start', games: [a] }], back);
    expect(again.queue).toEqual([{ entry: a.id, left: 2 }]);
    expect(again.round).toBe(3);
  });

  it('a finishing answer ends in the done state; an answer that did not finish changes nothing', () => {
    const playing = run([{ type: 'start', games }]);
    expect(run([{ type: 'rewarded', reward: undefined }], playing)).toBe(playing);
    expect(run([{ type: 'rewarded', reward: { ...REWARD, task_done: false } }], playing)).toBe(playing);
    const done = run([{ type: 'rewarded', reward: REWARD }], playing);
    expect(done).toMatchObject({ view: 'done', reward: REWARD, queue: [] });
    // Done stays done: a late Back or Start does not leave it.
    expect(run([{ type: 'back' }, { type: 'start', games }, { type: 'next' }], done).view).toBe('done');
  });

  it('the last Next of a session (never offered) returns to the overview', () => {
    const state = run([{ type: 'start', games: [b] }, { type: 'next' }]);
    expect(state.view).toBe('overview');
  });
});

describe('what the done state says was paid', () => {
  it('shows the i$ paid now, and nothing for a homework done again after a reset', () => {
    expect(paidText('1.00')).toBe('1');
    expect(paidText('4.00')).toBe('4');
    expect(paidText('0.00')).toBeNull();
  });
});
