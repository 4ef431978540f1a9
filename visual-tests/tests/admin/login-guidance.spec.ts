import { expect, test } from '../../src/fixtures';
import { ADMIN, signInThroughForm } from './helpers';

/**
 * The login says what it takes (an e-mail address, though the spec's label 아이디 stays) and leads to the
 * dashboard when no page asked for it, in both languages; the session is the browser's, so another tab of it is
 * signed in too.
 */
test('the login field asks for an e-mail address and signing in leads to the dashboard', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/login`);
  const field = page.getByRole('textbox', { name: '아이디' });
  await expect(field).toHaveAttribute('type', 'email');
  await expect(field).toHaveAccessibleDescription('관리자나 편집자 계정의 이메일 주소를 입력합니다.');
  await signInThroughForm(page);
  await expect(page).toHaveURL(`${site.url}/admin`);
});

test('in English, the login leads to the English dashboard', async ({ page, site }) => {
  await page.goto(`${site.url}/en/login`);
  const field = page.locator('input[name="username"]');
  await expect(field).toHaveAccessibleDescription('The email address of your admin or editor account.');
  await field.fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(`${site.url}/en/admin`);
});
