import { DATA_LANGUAGES } from '@abacus/contract/languages';
import type { Lesson } from '@abacus/contract/lessons-schema';
import { changedFields, lessonFormSchema, lessonFormValues, nextOrder, tabStatus } from '../model/lesson-form';

const lesson = {
  id: 7,
  order: 3,
  is_active: true,
  lesson_group: 2,
  ...Object.fromEntries(
    DATA_LANGUAGES.flatMap((l) => [
      [`name_${l}`, `N ${l}`],
      [`body_${l}`, `<p>B ${l}</p>`],
    ]),
  ),
  translations: Object.fromEntries(DATA_LANGUAGES.map((l) => [l, l === 'pl' ? 'stale' : 'ok'])),
} as unknown as Lesson;

describe('the lesson form', () => {
  it('starts from the lesson, or blank with the next order number', () => {
    expect(lessonFormValues(lesson, 1)).toMatchObject({ order: '3', lesson_group: '2', name_he: 'N he' });
    expect(lessonFormValues(undefined, nextOrder([1, 9, 4]))).toMatchObject({
      order: '10',
      lesson_group: '',
      name_ru: '',
    });
    expect(nextOrder([])).toBe(1);
    expect(lessonFormValues(undefined, 1, 3).lesson_group).toBe('3');
    expect(lessonFormValues({ ...lesson, lesson_group: null }, 1, 3).lesson_group).toBe('');
  });

  it('reads the order and the course from text by the contract rules', () => {
    const values = lessonFormValues(lesson, 1);
    expect(lessonFormSchema.parse({ ...values, order: '5', lesson_group: '' })).toMatchObject({
      order: 5,
      lesson_group: null,
    });
    expect(lessonFormSchema.safeParse({ ...values, order: '-1' }).success).toBe(false);
    expect(lessonFormSchema.safeParse({ ...values, order: '' }).success).toBe(false);
  });

  it('sends only what changed on edit, and everything on create', () => {
    const initial = lessonFormValues(lesson, 1);
    const parsed = lessonFormSchema.parse({ ...initial, name_pl: 'Nowa', order: '3' });
    expect(changedFields(parsed, initial, false)).toEqual({ name_pl: 'Nowa' });
    expect(Object.keys(changedFields(parsed, initial, true)).length).toBeGreaterThan(20);
  });

  it('marks a tab missing from the values, stale from the saved tracker', () => {
    const values = { ...lessonFormValues(lesson, 1), name_fr: '', body_en: '' };
    expect(tabStatus('fr', values, lesson.translations)).toBe('missing');
    expect(tabStatus('en', values, lesson.translations)).toBe('ok');
    expect(tabStatus('pl', values, lesson.translations)).toBe('stale');
    expect(tabStatus('ua', { ...values, body_uk: '<p></p>' }, lesson.translations)).toBe('missing');
  });
});
