// Issue 11, the materials storage (spec 002 "Storage screen": "Upload and Create folder buttons, a back tile, folder
// tiles, and file tiles with delete and download. Names longer than 34 characters are shortened."): a teacher uploads
// a PDF into a new folder, and a colleague of the same franchise downloads the same bytes; another franchise's
// teacher does not see it.
import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';

const frameOf = (page: Page) => page.getByTestId('staff-frame');

test('a teacher uploads a PDF into a new folder; the franchise downloads the same bytes', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const folder = `Week one materials for the Demo group ${tag}`; // over 34 characters: shortened on the tile
  const bytes = Buffer.from(`%PDF-1.4\n% counting to ten ${tag}\n%%EOF\n`);
  await signIn(page, 'teacher@demo.school');
  await expect(page).toHaveURL(/\/dashboard\//);
  await frameOf(page).getByRole('link', { name: 'Materials' }).click();
  await expect(page).toHaveURL(/\/dashboard\/storage$/);

  await frameOf(page).getByRole('button', { name: 'Create folder' }).click();
  const dialog = page.getByTestId('create-folder-dialog');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Field required')).toBeVisible();
  await dialog.getByLabel('Folder name').fill(folder);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toHaveCount(0);
  const tile = frameOf(page)
    .getByTestId('storage-folder')
    .filter({ has: page.getByTitle(folder) });
  await expect(tile).toContainText('…');
  await tile.getByRole('link', { name: `Open the folder ${folder}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/storage\?folder=\d+$/);
  await expect(frameOf(page).getByTestId('storage-empty')).toBeVisible();

  await frameOf(page).getByRole('button', { name: 'Upload' }).click();
  await expect(frameOf(page).getByRole('alert')).toHaveText('Choose a file.');
  await frameOf(page)
    .getByLabel('Choose a file')
    .setInputFiles({ name: 'Counting to ten.pdf', mimeType: 'application/pdf', buffer: bytes });
  await frameOf(page).getByRole('button', { name: 'Upload' }).click();
  await expect(frameOf(page).getByTestId('storage-file').filter({ hasText: 'Counting to ten.pdf' })).toBeVisible();
  const folderUrl = page.url();

  // The franchise of the same tree: the back tile, the folder, the download.
  const colleague = await browser.newPage();
  await signIn(colleague, 'franchise@demo.school');
  await expect(colleague).toHaveURL(/\/dashboard\//);
  await colleague.goto(new URL(folderUrl).pathname + new URL(folderUrl).search);
  const file = colleague.getByTestId('storage-file').filter({ hasText: 'Counting to ten.pdf' });
  const [download] = await Promise.all([
    colleague.waitForEvent('download'),
    file.getByRole('button', { name: 'Download Counting to ten.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Counting to ten.pdf');
  expect(fs.readFileSync((await download.path())!)).toEqual(bytes);
  await colleague.getByRole('link', { name: 'Back to all materials' }).click();
  await expect(colleague).toHaveURL(/\/dashboard\/storage$/);
  await expect(colleague.getByTestId('storage-folder').filter({ has: colleague.getByTitle(folder) })).toBeVisible();
  await colleague.close();

  // Another franchise's teacher never sees it.
  const stranger = await browser.newPage();
  await signIn(stranger, 'teacher3@demo.school');
  await expect(stranger).toHaveURL(/\/dashboard\//);
  await stranger.goto(new URL(folderUrl).pathname + new URL(folderUrl).search);
  await expect(stranger.getByText('This folder does not exist or is not available to you.')).toBeVisible();
  await stranger.close();

  // The teacher deletes the file, then the folder.
  const own = frameOf(page).getByTestId('storage-file').filter({ hasText: 'Counting to ten.pdf' });
  await own.getByRole('button', { name: 'Delete the file Counting to ten.pdf' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(frameOf(page).getByTestId('storage-empty')).toBeVisible();
  await frameOf(page).getByRole('link', { name: 'Back to all materials' }).click();
  await frameOf(page)
    .getByRole('button', { name: `Delete the folder ${folder}` })
    .click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(frameOf(page).getByTitle(folder)).toHaveCount(0);
});
