import { screen, waitFor } from '@testing-library/react';
import { LessonPage } from '../components/lesson-page';
import { loadEnglishTexts } from '@/testing/with-texts';
import { apiError, fakeGet, renderInArea, STUDENT, TEACHER } from '@/testing/render-in-area';

beforeAll(loadEnglishTexts);
afterEach(() => jest.restoreAllMocks());

const LESSON = {
  id: 11,
  order: 1,
  is_active: true,
  name_en: 'Friends of five',
  name_uk: 'Друзі п’ятірки',
  body_en:
    '<p>Move the <b>beads</b>.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">' +
    '<iframe src="https://www.youtube.com/embed/abc" width="560" height="315"></iframe><iframe src="https://evil.example/x"></iframe>' +
    '<video controls preload="metadata"><source src="/media/lessons/count-to-ten.webm" type="video/webm">' +
    '<source src="https://evil.example/x.mp4" type="video/mp4"></video><video src="https://evil.example/y.mp4"></video>',
};

const route = '/dashboard-student/lesson/:id';

describe('lesson page', () => {
  it('shows the name and the sanitized body; only players from known hosts and videos from /media/ stay', async () => {
    const get = fakeGet({ 'lessons/11': LESSON });
    renderInArea(<LessonPage />, { url: '/dashboard-student/lesson/11', route });
    expect(await screen.findByRole('heading', { name: 'Friends of five' })).toBeInTheDocument();
    const body = screen.getByTestId('lesson-body');
    expect(body).toHaveTextContent('Move the beads.');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect([...body.querySelectorAll('iframe')].map((f) => f.src)).toEqual(['https://www.youtube.com/embed/abc']);
    expect([...body.querySelectorAll('video source')].map((s) => s.getAttribute('src'))).toEqual([
      '/media/lessons/count-to-ten.webm',
    ]);
    expect([...body.querySelectorAll('video')].map((v) => v.getAttribute('src'))).toEqual([null, null]);
    expect(body.innerHTML).not.toContain('evil.example');
    expect(get).toHaveBeenCalledWith('lessons/11', { params: { user: STUDENT.id } });
  });

  it("asks for the viewed student's lesson and keeps read-only on the way back", async () => {
    const get = fakeGet({ 'lessons/11': LESSON });
    renderInArea(<LessonPage />, {
      url: '/dashboard-student/lesson/11?read_only=7&from=Dashboard%20Profile',
      route,
      viewer: TEACHER,
    });
    await screen.findByRole('heading', { name: 'Friends of five' });
    expect(get).toHaveBeenCalledWith('lessons/11', { params: { user: 7 } });
    expect(screen.getByRole('link', { name: 'Back to lessons' })).toHaveAttribute(
      'href',
      '/dashboard-student?read_only=7&from=Dashboard+Profile',
    );
  });

  it('says a lesson not open to the child (404) is not open, with the way back', async () => {
    const get = fakeGet({ 'lessons/12': apiError(404, { detail: 'Not found.' }) });
    renderInArea(<LessonPage />, { url: '/dashboard-student/lesson/12', route });
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(await screen.findByTestId('lesson-unavailable')).toHaveTextContent(
      'This lesson is not open yet, or it no longer exists.',
    );
    expect(screen.getByRole('link', { name: 'Back to lessons' })).toHaveAttribute('href', '/dashboard-student');
  });

  it('ignores a failed load silently: only the way back is shown', async () => {
    const get = fakeGet({ 'lessons/12': apiError(500, { detail: 'Server error.' }) });
    renderInArea(<LessonPage />, { url: '/dashboard-student/lesson/12', route });
    await waitFor(() => expect(get).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Back to lessons' })).toHaveAttribute('href', '/dashboard-student');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByTestId('lesson-unavailable')).not.toBeInTheDocument();
  });
});
