import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../src/a11y';
import { expect, test } from '../../src/fixtures';
import { DESKTOP_ONLY } from '../../src/projects';
import { type RunningServer, repoRoot, startSite } from '../../src/servers';
import { ADMIN, passwordToken, rest } from '../admin/helpers';

/** Waits until the page has laid out and every font face its text asked for has loaded (for screenshots). */
async function fontsLoaded(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The contact page's inquiry form, in both languages: browser checks with errors next to each field and a
 * summary, then success with a reference; keyboard-only use; axe; the too-fast refusal keeping the text.
 * Its own server sits behind one trusted proxy hop, so each test is a visitor of its own address (the
 * database allows five inquiries an hour per address).
 * Widths: the form with its errors and its success is checked and photographed at both (its fields reflow);
 * the keyboard, autofill and too-fast flows assert focus, what is sent and what the database answers, which
 * no width changes, so they run at desktop size.
 */
let site: RunningServer;
let visitors = 0;

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startSite({ startTimeoutMs: 200_000, env: { TRUST_PROXY: '1' } });
});
test.afterAll(async () => {
  await site?.stop();
});

type Language = 'ko' | 'en';
/** A text of the `inquiry` namespace (`form.submit`), as the page shows it; throws if there is none. */
function texts(language: Language): (path: string) => string {
  const root: unknown = JSON.parse(readFileSync(join(repoRoot, `locales/${language}/inquiry.json`), 'utf8'));
  return (path) => {
    const found = path
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], root);
    if (typeof found !== 'string') throw new Error(`no text inquiry:${path} in ${language}`);
    return found;
  };
}

const HIDE_HEADER = join(repoRoot, 'visual-tests/src/hide-site-header.css');

/** The least time the database takes as a person's (3 s), and some to spare. */
const PERSON_MS = 3500;

const formSection = (page: Page, language: Language) =>
  page.getByRole('region', { name: texts(language)('form.title') });

/**
 * Opens the form on a page whose clock the test drives (`page.clock`: it flows as usual until the test moves it
 * on), so that a person's pace is a jump of the clock, not seconds of waiting.
 */
async function openForm(page: Page, language: Language, pace: 'person' | 'robot' = 'person'): Promise<void> {
  visitors += 1;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${visitors}` });
  await page.clock.install();
  // A robot: however slowly this machine types, the page measures no time passing, every run. (After the
  // clock's own script, which would put its `performance.now` back.)
  if (pace === 'robot')
    await page.addInitScript(() => {
      performance.now = () => 0;
    });
  await page.goto(`${site.url}${language === 'en' ? '/en' : ''}/Qna`);
  const section = formSection(page, language);
  await expect(section.getByRole('button', { name: texts(language)('form.submit') })).toBeVisible();
  // The form's code loads once the page is up: until then its server HTML takes no input.
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
}

/** The time a person takes to fill the form passes on the page's clock. */
async function takeAPersonsTime(page: Page): Promise<void> {
  await page.clock.fastForward(PERSON_MS);
}

async function storedInquiry(reference: string): Promise<Record<string, unknown> | undefined> {
  const token = await passwordToken(site.url, ADMIN.email, ADMIN.password);
  const response = await rest(site.url, token, 'GET', `inquiries?reference=eq.${reference}&select=*`);
  return ((await response.json()) as Record<string, unknown>[])[0];
}

for (const language of ['ko', 'en'] as const) {
  const t = texts(language);

  test(`${language}: a submission with errors, then success with a reference`, async ({ page }) => {
    await openForm(page, language);
    const section = formSection(page, language);
    await section.getByRole('button', { name: t('form.submit') }).click();

    const summary = section
      .getByRole('alert')
      .filter({ hasText: t('errors.summary').replace('{{count}}', '7') });
    await expect(summary).toBeFocused();
    const company = section.getByRole('textbox', { name: t('form.company') });
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    await expect(company).toHaveAccessibleDescription(t('errors.company_required'));
    await expect(
      section.getByRole('checkbox', { name: t('form.consent_agree') }),
    ).toHaveAccessibleDescription(t('errors.consent_required'));

    await section.getByRole('combobox', { name: t('form.category') }).selectOption('export');
    await company.fill('Nordic Filters AB');
    await section
      .getByRole('textbox', { name: t('form.name') })
      .fill(language === 'ko' ? '김민준' : 'Astrid Berg');
    const email = section.getByRole('textbox', { name: t('form.email') });
    await email.fill('astrid@nordic');
    await section.getByRole('textbox', { name: t('form.subject') }).fill('Filter media');
    const message = section.getByRole('textbox', { name: t('form.message') });
    await message.fill('We need 2,000 m² of filter media.\nDelivery in March.');
    const counter = t('form.message_counter').replace('{{count}}', '52').replace('{{max}}', '5,000');
    await expect(message).toHaveAccessibleDescription(counter);
    // The errors follow what is typed: two remain.
    await expect(section.getByRole('link', { name: t('errors.email_invalid') })).toBeVisible();
    await expect(section.getByRole('link', { name: t('errors.company_required') })).toHaveCount(0);
    await fontsLoaded(page);
    await expect(section).toHaveScreenshot(`inquiry-errors-${language}.png`, { stylePath: HIDE_HEADER });

    await section.getByRole('link', { name: t('errors.email_invalid') }).click();
    await expect(email).toBeFocused();
    await email.fill('astrid@nordic.example');
    await section.getByRole('checkbox', { name: t('form.consent_agree') }).check();
    await expect(section.getByRole('alert')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await takeAPersonsTime(page);
    await section.getByRole('button', { name: t('form.submit') }).click();
    const title = section.getByRole('heading', { name: t('success.title') });
    await expect(title).toBeFocused();
    const reference = (await section.getByText(/^INQ-[0-9A-F]{8}$/).textContent()) ?? '';
    expect(reference).toMatch(/^INQ-[0-9A-F]{8}$/);
    await expect(section.getByText('astrid@nordic.example', { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await fontsLoaded(page);
    await expect(section).toHaveScreenshot(`inquiry-success-${language}.png`, {
      mask: [section.getByText(/^INQ-[0-9A-F]{8}$/)],
      stylePath: HIDE_HEADER,
    });

    expect(await storedInquiry(reference)).toMatchObject({
      category: 'export',
      company: 'Nordic Filters AB',
      email: 'astrid@nordic.example',
      message: 'We need 2,000 m² of filter media.\nDelivery in March.',
      phone: null,
      consent: true,
      locale: language,
      status: 'new',
    });

    await section.getByRole('button', { name: t('success.another') }).click();
    await expect(section.getByRole('textbox', { name: t('form.company') })).toHaveValue('');
  });

  test(`${language}: the form can be filled and sent with the keyboard alone`, { tag: DESKTOP_ONLY }, async ({
    page,
  }) => {
    await openForm(page, language);
    const section = formSection(page, language);
    const category = section.getByRole('combobox', { name: t('form.category') });
    await category.focus();
    // A closed native select takes arrow keys: the first real choice.
    await page.keyboard.press('ArrowDown');
    await expect(category).toHaveValue('sales');
    const typeInto = async (name: string, text: string) => {
      await page.keyboard.press('Tab');
      await expect(section.getByRole('textbox', { name })).toBeFocused();
      await page.keyboard.type(text);
    };
    await typeInto(t('form.company'), '한빛반도체');
    await typeInto(t('form.name'), 'Kim Minjun');
    await typeInto(t('form.email'), 'minjun@hanbit.example');
    await typeInto(t('form.phone'), '010-1234-5678');
    await typeInto(t('form.subject'), 'Cleanroom quote');
    await typeInto(t('form.message'), '300 pyeong cleanroom, please.');
    await page.keyboard.press('Tab');
    await expect(section.getByRole('link', { name: t('form.privacy_link') })).toBeFocused();
    await page.keyboard.press('Tab');
    const consent = section.getByRole('checkbox', { name: t('form.consent_agree') });
    await expect(consent).toBeFocused();
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    // The hidden trap field is skipped: the next stop is the button.
    await page.keyboard.press('Tab');
    await expect(section.getByRole('button', { name: t('form.submit') })).toBeFocused();
    await takeAPersonsTime(page);
    await page.keyboard.press('Enter');
    await expect(section.getByRole('heading', { name: t('success.title') })).toBeFocused();
    const reference = (await section.getByText(/^INQ-[0-9A-F]{8}$/).textContent()) ?? '';
    expect(await storedInquiry(reference)).toMatchObject({ category: 'sales', phone: '010-1234-5678' });
  });

  test(`${language}: a quick person (autofill) is held, not refused: the form says it is sending and sends itself`, {
    tag: DESKTOP_ONLY,
  }, async ({ page }) => {
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/rest/v1/inquiries') && response.status() >= 400)
        refused.push(response.url());
    });
    await openForm(page, language);
    const section = formSection(page, language);
    // Everything at once, as a browser's autofill does, and sent straight away.
    await section.getByRole('combobox', { name: t('form.category') }).selectOption('sales');
    await section.getByRole('textbox', { name: t('form.company') }).fill('Quick Fill Co.');
    await section.getByRole('textbox', { name: t('form.name') }).fill('Autofill Kim');
    await section.getByRole('textbox', { name: t('form.email') }).fill('kim@quickfill.example');
    await section.getByRole('textbox', { name: t('form.subject') }).fill('Filled at once');
    await section.getByRole('textbox', { name: t('form.message') }).fill('My browser filled this in.');
    await section.getByRole('checkbox', { name: t('form.consent_agree') }).check();
    await section.getByRole('button', { name: t('form.submit') }).click();
    // Held until a person's time has passed, and saying so.
    await expect(section.getByRole('button', { name: t('form.submitting') })).toBeDisabled();
    await takeAPersonsTime(page);
    const title = section.getByRole('heading', { name: t('success.title') });
    await expect(title).toBeFocused();
    expect(refused).toEqual([]);
    const reference = (await section.getByText(/^INQ-[0-9A-F]{8}$/).textContent()) ?? '';
    expect(await storedInquiry(reference)).toMatchObject({
      company: 'Quick Fill Co.',
      subject: 'Filled at once',
    });
  });

  test(`${language}: a form sent faster than a person can is refused, and nothing typed is lost`, {
    tag: DESKTOP_ONLY,
  }, async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 400 .*\/rest\/v1\/inquiries/);
    await openForm(page, language, 'robot');
    const section = formSection(page, language);
    await section.getByRole('combobox', { name: t('form.category') }).selectOption('rnd');
    await section.getByRole('textbox', { name: t('form.company') }).fill('Speedy Bots Ltd');
    await section.getByRole('textbox', { name: t('form.name') }).fill('Bot');
    await section.getByRole('textbox', { name: t('form.email') }).fill('bot@speedy.example');
    await section.getByRole('textbox', { name: t('form.subject') }).fill('Fast');
    await section.getByRole('textbox', { name: t('form.message') }).fill('Typed in no time.');
    await section.getByRole('checkbox', { name: t('form.consent_agree') }).check();
    await section.getByRole('button', { name: t('form.submit') }).click();
    await expect(section.getByRole('alert').filter({ hasText: t('errors.too_fast') })).toBeFocused();
    await expect(section.getByRole('textbox', { name: t('form.company') })).toHaveValue('Speedy Bots Ltd');
    await expect(section.getByRole('textbox', { name: t('form.message') })).toHaveValue('Typed in no time.');
    await expect(section.getByRole('checkbox', { name: t('form.consent_agree') })).toBeChecked();
  });
}
