// Remakes the training videos of the staff homework calendar (api/assets/videos/homework-training-{default,ua,pl}
// .{webm,mp4}): screenshots of the real calendar, editor, copy and results dialogs in the clip's language, each
// held 5 s under a caption drawn by ffmpeg, cross-faded; VP9 in WebM and H.264 in MP4, 960 x 540, no sound.
// Needs a running app with the demo data (`npm start`, or the e2e server) and ffmpeg (Debian's):
//   BASE_URL=http://localhost:8080 node scripts/homework-training-videos.mjs
// It works on June 2022 (slide 5) of "Demo group" and removes the homework it makes there.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, root } from './setup.mjs';

const BASE = process.env.BASE_URL ?? 'http://localhost:8080';
const OUT = join(root, 'api/assets/videos');
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const SCENE_S = 5;
const FADE_S = 0.5;
const SLIDE = 5;
const MONTH = { year: 2022, month: 5 };

/** The clip name, the interface language it is filmed in, and its six captions (one per scene). */
const CLIPS = [
  {
    name: 'default',
    lang: 'en',
    captions: [
      'The homework calendar: one slide is one month with 20 days.',
      'Pick a month with the slide buttons. The arrows show 12 more.',
      'Create opens the editor: add games, put them in order, save.',
      'Each day shows its games and how many students finished it.',
      'Copy puts the same games on other days, in any month.',
      "Results: each student's right answers and time per game.",
    ],
  },
  {
    name: 'ua',
    lang: 'ua',
    captions: [
      'Календар домашніх завдань: один слайд — це місяць із 20 днями.',
      'Оберіть місяць кнопками слайдів. Стрілки показують ще 12.',
      '«Створити» відкриває редактор: додайте ігри, впорядкуйте, збережіть.',
      'Кожен день показує ігри і скільки учнів їх виконали.',
      '«Копіювати» ставить ті самі ігри на інші дні, у будь-якому місяці.',
      '«Результати»: правильні відповіді й час кожного учня в кожній грі.',
    ],
  },
  {
    name: 'pl',
    lang: 'pl',
    captions: [
      'Kalendarz prac domowych: jeden slajd to miesiąc z 20 dniami.',
      'Wybierz miesiąc przyciskami slajdów. Strzałki pokazują kolejne 12.',
      '„Utwórz” otwiera edytor: dodaj gry, ustaw kolejność, zapisz.',
      'Każdy dzień pokazuje gry i ilu uczniów je ukończyło.',
      '„Kopiuj” ustawia te same gry w inne dni, w dowolnym miesiącu.',
      '„Wyniki”: poprawne odpowiedzi i czas każdego ucznia w każdej grze.',
    ],
  },
];

async function apiCall(request, token, method, path, data) {
  const response = await request.fetch(`${BASE}/api/v1/${path}`, {
    method,
    headers: { Authorization: `Token ${token}` },
    data,
  });
  if (response.status() >= 400) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return response.status() === 204 ? null : response.json();
}

/** Outlines one element of the page (what the caption speaks about); null clears it. */
const highlight = (page, selector) =>
  page.evaluate((css) => {
    document.querySelector('#training-highlight')?.remove();
    if (!css) return;
    const style = document.createElement('style');
    style.id = 'training-highlight';
    style.textContent = `${css} { outline: 4px solid #f97316 !important; outline-offset: 4px; border-radius: 12px; }`;
    document.head.append(style);
  }, selector);

/** The six screenshots of one language. */
async function film(browser, lang, dir) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'en-GB' });
  await context.addInitScript(() => sessionStorage.setItem('homework_video_shown', '1'));
  const page = await context.newPage();
  await page.goto(`${BASE}/login?lang=${lang}`);
  await page.locator('#signin-username').fill('teacher@demo.school');
  await page.locator('#signin-password').fill('demo1234');
  await page.locator('form[data-step=sign] button[type=submit]').click();
  await page.waitForURL(/\/dashboard\/list\/group/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const groups = await apiCall(page.request, token, 'GET', 'groups/?search=Demo%20group');
  const group = (groups.results ?? groups).find((g) => g.name === 'Demo group').id;
  const clear = async () => {
    const list = await apiCall(page.request, token, 'GET', `lessons/homeworks?group=${group}&year=2022&month=5`);
    for (const h of list) await apiCall(page.request, token, 'DELETE', `lessons/homeworks/${h.id}`);
  };
  await clear();
  try {
    const shots = [];
    const shot = async () => {
      const file = join(dir, `${lang}-${shots.length + 1}.png`);
      await page.waitForTimeout(400);
      await page.screenshot({ path: file });
      shots.push(file);
    };
    const calendar = `${BASE}/dashboard/group/${group}/homework?slide=${SLIDE}`;
    // 1. The empty month.
    await page.goto(calendar);
    await page.getByTestId('homework-day-20').waitFor();
    await shot();
    // 2. The slide pager.
    await highlight(page, '.hw-pager');
    await shot();
    await highlight(page, null);
    // 3. The editor of day 2.
    await page.getByTestId('homework-day-2').getByRole('link').first().click();
    await page.waitForURL(/\/homework\/create\?/);
    await page.waitForTimeout(1200);
    await shot();
    // 4. A day with homework (made through the API) and its progress.
    await apiCall(page.request, token, 'POST', 'lessons/homeworks', {
      ...MONTH,
      order: 1,
      group,
      games: [
        { type: 'addition', repeat: 3, digit_type: 'elementary', speed: 1, operation_number: 4, difficult: 1 },
        { type: 'multiply', repeat: 2, numbers: [2, 3, 4], operation_number: 1 },
      ],
    });
    await page.goto(calendar);
    await page.getByTestId('homework-day-1').getByRole('button').first().waitFor();
    await highlight(page, '[data-testid="homework-day-1"]');
    await shot();
    await highlight(page, null);
    // 5. The copy dialog with two days chosen.
    await page.getByTestId('homework-day-1').getByRole('button').nth(0).click();
    const copy = page.getByTestId('homework-copy-dialog');
    await copy.locator('input[type=checkbox]').nth(4).check();
    await copy.locator('input[type=checkbox]').nth(9).check();
    await shot();
    await page.keyboard.press('Escape');
    // 6. The results of day 1.
    await page.getByTestId('homework-day-1').getByRole('button').nth(1).click();
    await page.getByTestId('homework-results-dialog').locator('tbody tr').first().waitFor();
    await shot();
    return shots;
  } finally {
    await clear();
    await context.close();
  }
}

/** One clip from six screenshots and their captions. */
function encode(shots, captions, dir, name) {
  const inputs = shots.flatMap((file) => ['-loop', '1', '-t', String(SCENE_S), '-i', file]);
  const scenes = shots.map((_, i) => {
    const text = join(dir, `${name}-${i + 1}.txt`);
    writeFileSync(text, captions[i]);
    return (
      `[${i}:v]scale=960:540,setsar=1,fps=25,format=yuv420p,` +
      'drawbox=x=0:y=ih-70:w=iw:h=70:color=0x101828@0.78:t=fill,' +
      `drawtext=fontfile=${FONT}:textfile=${text}:fontcolor=white:fontsize=21:x=(w-text_w)/2:y=h-46:` +
      `alpha='min(1,t/0.4)'[s${i}]`
    );
  });
  let last = 's0';
  const fades = shots.slice(1).map((_, i) => {
    const out = i === shots.length - 2 ? 'out' : `x${i}`;
    const step = `[${last}][s${i + 1}]xfade=transition=fade:duration=${FADE_S}:offset=${(i + 1) * (SCENE_S - FADE_S)}[${out}]`;
    last = out;
    return step;
  });
  const graph = [...scenes, ...fades].join(';');
  const base = join(OUT, `homework-training-${name}`);
  const ffmpeg = (args) => execFileSync('ffmpeg', ['-y', '-hide_banner', '-loglevel', 'error', ...args]);
  ffmpeg([
    ...inputs,
    '-filter_complex',
    graph,
    '-map',
    '[out]',
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '28',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
    `${base}.mp4`,
  ]);
  ffmpeg([
    ...inputs,
    '-filter_complex',
    graph,
    '-map',
    '[out]',
    '-c:v',
    'libvpx-vp9',
    '-crf',
    '40',
    '-b:v',
    '0',
    '-row-mt',
    '1',
    '-pix_fmt',
    'yuv420p',
    '-an',
    `${base}.webm`,
  ]);
  for (const ext of ['mp4', 'webm']) {
    console.log(`${base}.${ext}: ${(statSync(`${base}.${ext}`).size / 1024).toFixed(0)} KB`);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'homework-training-'));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  for (const clip of CLIPS) encode(await film(browser, clip.lang, dir), clip.captions, dir, clip.name);
} finally {
  await browser.close();
  // KEEP_SHOTS=1 keeps the screenshots and captions to look at.
  if (process.env.KEEP_SHOTS) console.log(`screenshots in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
