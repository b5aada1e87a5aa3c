// The page of `pnpm bench:flash` (bundled by scripts/bench-flash.mjs): flashes 25 numbers with the real
// flash runner (mfe-games/src/engine/scheduler) and, at the same time on the same page, with a naive chain
// of setTimeout calls, and reports when each number reached the screen.
//
// "On the screen" is the time of the animation frame that paints the change: for the runner, the frame in
// whose callback it wrote the DOM (its recorded onset); for the baseline, the first frame after its timer
// wrote the DOM (a requestAnimationFrame callback asked for right after the write).
import { createFlashRunner } from '../mfe-games/src/engine/scheduler/flash-runner';
import { browserFlashSources } from '../mfe-games/src/engine/scheduler/browser-sources';

const element = (id) => {
  const el = document.createElement('div');
  el.id = id;
  el.style.font = '700 96px system-ui';
  document.body.append(el);
  return el;
};
const runnerView = element('runner');
const naiveView = element('naive');

function runRunner(numbers, speed) {
  return new Promise((resolve) => {
    const runner = createFlashRunner({ numbers, speed, countdown: false }, browserFlashSources, {
      onDisplay(display) {
        runnerView.textContent = display.kind === 'number' ? String(display.value) : '';
      },
      onFinish(records) {
        resolve(records.map((r) => ({ planned: r.planned, shown: r.actual })));
      },
      onVoid() {
        resolve(null);
      },
    });
    runner.start();
  });
}

function runNaive(numbers, speed) {
  const interval = speed * 1000;
  return new Promise((resolve) => {
    const start = performance.now();
    const results = [];
    let i = 0;
    const show = () => {
      const index = i++;
      naiveView.textContent = String(numbers[index]);
      results[index] = { planned: start + index * interval, shown: null };
      requestAnimationFrame((frame) => (results[index].shown = frame));
      setTimeout(() => (naiveView.textContent = ''), interval * 0.8);
      if (i < numbers.length) setTimeout(show, interval);
      else setTimeout(() => resolve(results), interval);
    };
    show();
  });
}

/** The frame period the page gets, from a second of frames. */
async function framePeriod() {
  const times = [];
  await new Promise((resolve) => {
    const tick = (t) => (times.push(t) < 61 ? requestAnimationFrame(tick) : resolve());
    requestAnimationFrame(tick);
  });
  const gaps = times
    .slice(1)
    .map((t, i) => t - times[i])
    .sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)];
}

window.benchFlash = async (speed, count) => {
  const numbers = Array.from({ length: count }, (_, i) => 1 + ((i * 7) % 9));
  const [runner, naive] = await Promise.all([runRunner(numbers, speed), runNaive(numbers, speed)]);
  return { runner, naive };
};
window.framePeriod = framePeriod;
