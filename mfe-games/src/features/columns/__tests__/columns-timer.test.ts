import { isTimeUp, isWarning, msToSeconds, secondsShown, ticksLeft, ticksToMs } from '../model/columns-timer';

describe('the columns timer', () => {
  it('counts down in 100 ms ticks from timerCount seconds', () => {
    expect(ticksLeft(30, 0)).toBe(300);
    expect(ticksLeft(30, 1)).toBe(299);
    expect(ticksLeft(1, 15)).toBe(0);
  });

  it('shows whole seconds rounded up', () => {
    expect(secondsShown(300)).toBe(30);
    expect(secondsShown(299)).toBe(30);
    expect(secondsShown(21)).toBe(3);
    expect(secondsShown(1)).toBe(1);
    expect(secondsShown(0)).toBe(0);
  });

  it('warns at 3 s or less', () => {
    expect(isWarning(ticksLeft(30, 269))).toBe(false); // 3.1 s left
    expect(isWarning(ticksLeft(30, 270))).toBe(true); // 3.0 s
    expect(isWarning(ticksLeft(30, 299))).toBe(true);
    expect(isWarning(ticksLeft(2, 0))).toBe(true); // a 2 s timer warns from the start
  });

  it('is up when no tick is left', () => {
    expect(isTimeUp(2, 19)).toBe(false);
    expect(isTimeUp(2, 20)).toBe(true);
    expect(isTimeUp(2, 25)).toBe(true);
  });

  it('turns ticks into a player time', () => {
    expect(ticksToMs(34)).toBe(3400);
    expect(msToSeconds(3400)).toBe(3.4);
    expect(msToSeconds(3449)).toBe(3.4);
  });
});
