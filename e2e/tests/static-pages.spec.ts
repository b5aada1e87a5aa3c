// Issue 11, the public static pages (spec 002 "Static pages": "Public at /{static}. Only the super franchise sees Edit.
// Editing opens a rich-text editor with one tab per language (default tab ru), a language-switcher modal and Save.";
// section 8: "Static page 400: Dashboard 404 page").
import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('every footer page opens in the visitor’s language; an unknown page is the 404 page', async ({ page }) => {
  await page.goto('/?lang=ro');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Întrebări frecvente' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByTestId('static-page').locator('article')).toHaveAttribute('lang', 'ro');
  await expect(page.getByRole('button', { name: 'Editează' })).toHaveCount(0);
  for (const [path, lang] of [
    ['/terms?lang=he', 'he'],
    ['/privacy?lang=de', 'de'],
    ['/franchise?lang=ua', 'uk'],
  ]) {
    await page.goto(path);
    const article = page.getByTestId('static-page').locator('article');
    await expect(article).toHaveAttribute('lang', lang);
    await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
  }
  await expect(page.getByTestId('static-page').locator('article')).not.toHaveAttribute('dir', 'rtl');
  await page.goto('/terms?lang=he');
  await expect(page.getByTestId('static-page').locator('article')).toHaveAttribute('dir', 'rtl');
  await page.goto('/no_such_page');
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
});

test('the super franchise edits /faq in two languages; a visitor reads both', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  await signIn(page, 'super@demo.school');
  await expect(page).toHaveURL(/\/dashboard\//);
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByTestId('page-editor');
  await expect(editor.getByRole('tab', { selected: true })).toHaveText('Русский');
  const text = editor.getByRole('textbox', { name: 'Page text' });
  await text.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`Новый ответ ${tag}`);
  // The language-switcher modal moves to another tab.
  await editor.getByRole('button', { name: 'Language: Русский' }).click();
  await page.getByTestId('language-switch-dialog').getByRole('button', { name: 'English' }).click();
  await expect(editor.getByRole('tab', { selected: true })).toHaveText('English');
  await text.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`A new answer ${tag}`);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
  await expect(page.getByTestId('static-page').locator('article')).toContainText(`A new answer ${tag}`);

  const visitor = await browser.newPage();
  await visitor.goto('/faq?lang=ru');
  await expect(visitor.getByTestId('static-page').locator('article')).toContainText(`Новый ответ ${tag}`);
  await visitor.goto('/faq?lang=en');
  await expect(visitor.getByTestId('static-page').locator('article')).toContainText(`A new answer ${tag}`);
  await expect(visitor.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await visitor.close();
});
