import { initials, isAcceptedAvatar } from '../model/avatar-file';
import { readBirthdayInput } from '../model/birthday-input';

const today = new Date(2026, 4, 10, 15);

describe('birthday input', () => {
  it('closes without saving when the text is unchanged', () => {
    expect(readBirthdayInput('05.03.2015', '2015-03-05', today)).toEqual({ kind: 'unchanged' });
    expect(readBirthdayInput(' 05.03.2015 ', '2015-03-05', today)).toEqual({ kind: 'unchanged' });
    expect(readBirthdayInput('5.3.2015', '2015-03-05', today)).toEqual({ kind: 'unchanged' });
    expect(readBirthdayInput('', null, today)).toEqual({ kind: 'unchanged' });
  });

  it('sends a new day as YYYY-MM-DD', () => {
    expect(readBirthdayInput('06.03.2015', '2015-03-05', today)).toEqual({ kind: 'save', birthday: '2015-03-06' });
    expect(readBirthdayInput('1.9.2016', null, today)).toEqual({ kind: 'save', birthday: '2016-09-01' });
    expect(readBirthdayInput('10.05.2026', null, today)).toEqual({ kind: 'save', birthday: '2026-05-10' });
  });

  it('refuses what is no day, the future and the wrong format', () => {
    for (const text of ['31.02.2015', '11.05.2026', '2015-03-06', '06/03/2015', 'tomorrow', '06.03.1850', '']) {
      expect(readBirthdayInput(text, '2015-03-05', today)).toEqual({ kind: 'invalid' });
    }
  });
});

describe('avatar', () => {
  it('accepts JPEG and PNG only', () => {
    expect(isAcceptedAvatar({ type: 'image/jpeg' })).toBe(true);
    expect(isAcceptedAvatar({ type: 'image/png' })).toBe(true);
    expect(isAcceptedAvatar({ type: 'image/gif' })).toBe(false);
    expect(isAcceptedAvatar({ type: 'image/svg+xml' })).toBe(false);
    expect(isAcceptedAvatar(null)).toBe(false);
  });

  it('shows initials without a photo', () => {
    expect(initials('olena', 'Koval')).toBe('OK');
    expect(initials('Ілля', '')).toBe('І');
    expect(initials('', ' ')).toBe('?');
  });
});
