import { describeChange } from '../model/change-text';
import { formatDateTime } from '../model/date-time';

describe('what an entry says', () => {
  it('is_active false is Blocked and true Unlocked (spec 002 section 4)', () => {
    expect(describeChange({ field_name: 'is_active', old_value: 'true', new_value: 'false' })).toEqual({
      kind: 'blocked',
    });
    expect(describeChange({ field_name: 'is_active', old_value: 'false', new_value: 'true' })).toEqual({
      kind: 'unlocked',
    });
  });

  it('a price change shows both amounts as money, — for none', () => {
    expect(describeChange({ field_name: 'price', old_value: '1000.00', new_value: '12345.5' })).toEqual({
      kind: 'price',
      from: '1 000.00',
      to: '12 345.50',
    });
    expect(describeChange({ field_name: 'price_first_month', old_value: null, new_value: '500' })).toEqual({
      kind: 'price_first_month',
      from: '—',
      to: '500.00',
    });
    expect(describeChange({ field_name: 'price', old_value: 'n/a', new_value: '' }).to).toBe('—');
  });
});

describe('formatDateTime', () => {
  it('is DD.MM.YYYY HH:MM:SS in the local time zone', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 3, 4, 5).toISOString())).toBe('05.01.2024 03:04:05');
    expect(formatDateTime(new Date(2019, 11, 31, 23, 59, 59).toISOString())).toBe('31.12.2019 23:59:59');
    expect(formatDateTime('not a date')).toBe('');
  });
});
