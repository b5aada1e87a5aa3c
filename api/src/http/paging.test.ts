import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageAnswer, pageWindow, searchText } from './paging.ts';

const URL = '/api/v1/users/students?search=o&page=3';

test('next and previous are the same URL with the page number next to this one', () => {
  const answer = pageAnswer(URL, pageWindow({ page: 3, step: 2 }), 7, ['e', 'f']);
  assert.equal(answer.next, '/api/v1/users/students?search=o&page=4');
  assert.equal(answer.previous, '/api/v1/users/students?search=o&page=2');
  const first = pageAnswer('/api/v1/users/students?page=2', pageWindow({ page: 2, step: 2 }), 3, ['c']);
  assert.equal(first.next, null);
  assert.equal(first.previous, '/api/v1/users/students', 'page 1 is the URL without a page');
});

test('a page past the end is empty, keeps the count, and its previous is the last page with rows', () => {
  const past = pageAnswer('/api/v1/users/students?page=1000', pageWindow({ page: 1000 }), 6, []);
  assert.deepEqual(past, { count: 6, next: null, previous: '/api/v1/users/students', results: [] });
  const later = pageAnswer(URL, pageWindow({ page: 3, step: 2 }), 3, []);
  assert.equal(later.previous, '/api/v1/users/students?search=o&page=2');
  const none = pageAnswer(URL, pageWindow({ page: 3, step: 2 }), 0, []);
  assert.equal(none.previous, '/api/v1/users/students?search=o', 'no rows at all: page 1');
});

test('the search is `search`, else `q`, trimmed; a blank `search` does not hide `q`', () => {
  assert.equal(searchText({ search: ' Olha ' }), 'Olha');
  assert.equal(searchText({ q: 'Olha' }), 'Olha');
  assert.equal(searchText({ search: '', q: 'Olha' }), 'Olha');
  assert.equal(searchText({ search: '  ', q: ' ' }), null);
  assert.equal(searchText({ search: 'Ivan', q: 'Olha' }), 'Ivan');
});
