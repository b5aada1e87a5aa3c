import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addDays, calendarDay, dayBounds, dayIn, lastDays, resolveTimeZone, startOfDay } from './calendar-day.ts';

test('dayIn: the calendar day of an instant in a zone', () => {
  assert.equal(dayIn(new Date('2025-03-10T23:30:00Z'), 'Europe/Kiev'), '2025-03-11');
  assert.equal(dayIn(new Date('2025-03-10T21:59:59Z'), 'Europe/Kiev'), '2025-03-10');
  // The zone's day last asked for is kept with its bounds: its first instant belongs to it, the one before does not.
  assert.equal(dayIn(new Date('2025-03-10T22:00:00Z'), 'Europe/Kiev'), '2025-03-11');
  assert.equal(dayIn(new Date('2025-03-10T21:59:59.999Z'), 'Europe/Kiev'), '2025-03-10');
  assert.equal(dayIn(new Date('2025-03-10T23:30:00Z'), 'America/New_York'), '2025-03-10');
  assert.equal(dayIn(new Date('2025-03-10T23:30:00Z'), 'UTC'), '2025-03-10');
});

test('startOfDay: local midnight as an instant, across daylight saving time', () => {
  assert.equal(startOfDay('2025-03-11', 'Europe/Kiev').toISOString(), '2025-03-10T22:00:00.000Z');
  assert.equal(startOfDay('2025-07-01', 'Europe/Kiev').toISOString(), '2025-06-30T21:00:00.000Z');
  // the days Kyiv moves its clocks (30 March, 26 October 2025): midnight keeps the old offset
  assert.equal(startOfDay('2025-03-30', 'Europe/Kiev').toISOString(), '2025-03-29T22:00:00.000Z');
  assert.equal(startOfDay('2025-03-31', 'Europe/Kiev').toISOString(), '2025-03-30T21:00:00.000Z');
  assert.equal(startOfDay('2025-10-26', 'Europe/Kiev').toISOString(), '2025-10-25T21:00:00.000Z');
  assert.equal(startOfDay('2025-03-10', 'America/New_York').toISOString(), '2025-03-10T04:00:00.000Z');
  assert.equal(startOfDay('2025-03-10', 'Asia/Kolkata').toISOString(), '2025-03-09T18:30:00.000Z');
  // Santiago skips 00:00-01:00 when it springs forward (7 September 2025): the day starts at 01:00
  assert.equal(startOfDay('2025-09-07', 'America/Santiago').toISOString(), '2025-09-07T04:00:00.000Z');
});

test("dayBounds: from the day's start to the next day's, 23 hours long when the clocks spring forward", () => {
  assert.deepEqual(dayBounds('2025-03-30', 'Europe/Kiev'), ['2025-03-29T22:00:00.000Z', '2025-03-30T21:00:00.000Z']);
  assert.deepEqual(dayBounds('2025-03-10', 'America/New_York'), [
    '2025-03-10T04:00:00.000Z',
    '2025-03-11T04:00:00.000Z',
  ]);
  assert.equal(dayBounds('2025-03-30', 'Europe/Kiev'), dayBounds('2025-03-30', 'Europe/Kiev'), 'computed once');
});

test('calendar arithmetic', () => {
  assert.equal(addDays('2024-02-28', 1), '2024-02-29');
  assert.equal(addDays('2025-02-28', 1), '2025-03-01');
  assert.equal(addDays('2025-01-01', -1), '2024-12-31');
  assert.deepEqual(lastDays('2025-03-02', 3), ['2025-02-28', '2025-03-01', '2025-03-02']);
  assert.equal(lastDays('2025-03-02', 92).length, 92);
  assert.equal(calendarDay(2024, 2, 29), '2024-02-29');
  assert.equal(calendarDay(2025, 2, 29), null);
  assert.equal(calendarDay(2025, 4, 31), null);
  assert.equal(calendarDay(2025, 12, 31), '2025-12-31');
});

test('resolveTimeZone: known zones pass, anything else is Europe/Kiev', () => {
  assert.equal(resolveTimeZone('Europe/Warsaw'), 'Europe/Warsaw');
  assert.equal(resolveTimeZone('Europe/Kyiv'), 'Europe/Kyiv');
  for (const bad of ['', null, undefined, 'Mars/Olympus', 'Europe/Kiev; drop table users']) {
    assert.equal(resolveTimeZone(bad), 'Europe/Kiev');
  }
});
