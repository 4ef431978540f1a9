import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../src/fixtures';
import { waitForWebFonts } from '../../src/fonts';
import { MOBILE_ONLY } from '../../src/projects';
import { skipIntro } from './dataPages';

// Typographic details, in the browser: e-mail addresses wrap only after their "@" on a phone,
// the inquiry's reference is set in the site's face, figures carry their unit without a gap (17B, 30%, 14%),
// English names have one casing wherever they appear, the home's eyebrows do not repeat their headings, and
// links' arrows are drawn by their components, joined to the label and hidden from screen readers.

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

interface AddressBreak {
  address: string;
  /** The text of each line the address is set on. */
  lines: string[];
}

/**
 * Every e-mail address on the page, split into the lines it is laid out on: the tops of its characters' boxes,
 * read one character at a time across the text nodes (and <wbr>s) of its element.
 */
function addressLines(page: Page): Promise<AddressBreak[]> {
  return page.evaluate(() => {
    const pattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
    const results: { address: string; lines: string[] }[] = [];
    const elements = [...document.body.querySelectorAll<HTMLElement>('*')].filter((element) => {
      if (element.closest('script, style, noscript, [hidden]')) return false;
      const text = element.textContent ?? '';
      if (!pattern.test(text)) return false;
      pattern.lastIndex = 0;
      // The innermost element that holds the whole address.
      return ![...element.children].some((child) => new RegExp(pattern.source).test(child.textContent ?? ''));
    });
    for (const element of elements) {
      if (element.getClientRects().length === 0) continue;
      const chars: { node: Text; offset: number }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        for (let offset = 0; offset < text.data.length; offset++) chars.push({ node: text, offset });
      }
      const text = chars.map(({ node, offset }) => node.data[offset]).join('');
      for (const match of text.matchAll(pattern)) {
        const lines: string[] = [];
        let top: number | undefined;
        for (let index = match.index; index < match.index + match[0].length; index++) {
          const { node, offset } = chars[index] as { node: Text; offset: number };
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          const rect = range.getClientRects()[0];
          const charTop = rect ? Math.round(rect.top + rect.height / 2) : top;
          if (top === undefined || (charTop !== undefined && Math.abs(charTop - top) > 4)) lines.push('');
          top = charTop;
          lines[lines.length - 1] = `${lines[lines.length - 1] ?? ''}${node.data[offset] ?? ''}`;
        }
        results.push({ address: match[0], lines });
      }
    }
    return results;
  });
}

/** An address sits on one line, or on two that part right after its "@". */
function breaksWell({ address, lines }: AddressBreak): boolean {
  return (
    lines.length === 1 ||
    (lines.length === 2 && lines[0]?.endsWith('@') === true && lines.join('') === address)
  );
}

type Language = 'ko' | 'en';
const languages = ['ko', 'en'] as const;
const at = (language: Language, path: string) =>
  language === 'en' ? `/en${path === '/' ? '' : path}` : path;

for (const language of languages) {
  for (const path of ['/Qna', '/company/Location', '/careers/info/Process']) {
    test(`${language}: e-mail addresses on ${path} break only after their @ at 390 px`, {
      tag: MOBILE_ONLY,
    }, async ({ page, site }) => {
      await page.goto(`${site.url}${at(language, path)}`);
      await waitForWebFonts(page);
      const addresses = await addressLines(page);
      // The page's own addresses and the footer's.
      expect(addresses.length).toBeGreaterThanOrEqual(2);
      expect(addresses.filter((address) => !breaksWell(address))).toEqual([]);
    });
  }

  test(`${language}: the inquiry's reference is set in the site's face with tabular figures, and the visitor's address wraps only after its @`, async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}${at(language, '/Qna')}`);
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    const form = page.locator('form').filter({ has: page.getByRole('checkbox') });
    await form.getByRole('combobox').selectOption('sales');
    const boxes = form.getByRole('textbox');
    // Company, name, e-mail, phone, subject, message: filled at once, as autofill does (the form holds the send).
    const values = [
      'Hanbit Semiconductor',
      'Kim Minjun',
      'procurement.department@hanbit-semiconductor.example',
    ];
    for (const [index, value] of values.entries()) await boxes.nth(index).fill(value);
    await boxes.nth(4).fill('Cleanroom quote');
    await boxes.nth(5).fill('A quote for a 300 pyeong cleanroom, please.');
    await form.getByRole('checkbox').check();
    await form.locator('button[type="submit"]').click();
    const reference = page.getByText(/^INQ-[0-9A-F]{8}$/);
    await expect(reference).toBeVisible({ timeout: 20_000 });
    await waitForWebFonts(page);
    const fonts = await reference.evaluate((element) => ({
      reference: getComputedStyle(element).fontFamily,
      numerals: getComputedStyle(element).fontVariantNumeric,
      site: getComputedStyle(document.body).fontFamily,
    }));
    expect(fonts.reference).toBe(fonts.site);
    expect(fonts.reference).toMatch(/^Pretendard\b/);
    expect(fonts.reference).not.toMatch(/mono|courier/i);
    expect(fonts.numerals).toContain('tabular-nums');
    const addresses = (await addressLines(page)).filter(({ address }) => address.includes('hanbit'));
    expect(addresses).toHaveLength(1);
    expect(addresses.filter((address) => !breaksWell(address))).toEqual([]);
  });
}

/** The gap in px between a figure's digits and its unit, as laid out. */
async function unitGap(digits: Locator, unit: Locator): Promise<number> {
  const [left, right] = await Promise.all([digits.boundingBox(), unit.boundingBox()]);
  if (!left || !right) throw new Error('a figure is not laid out');
  return right.x - (left.x + left.width);
}

/** The advance of the figure's own glyphs beyond their ink is about 1 px at these sizes; a space is 5 or more. */
const NO_GAP_PX = 2;

for (const language of languages) {
  test(`${language}: the home's figures carry their unit without a gap (17B, 30%, 55%)`, async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}${at(language, '/')}`);
    const figures = page.locator('section:has(> div h2#home-impact) [data-state]');
    await expect(figures).toHaveCount(4);
    await figures.first().scrollIntoViewIfNeeded();
    for (let index = 0; index < 4; index++)
      await expect(figures.nth(index)).toHaveAttribute('data-state', 'done');
    await waitForWebFonts(page);
    const shown = figures.locator('p > [aria-hidden="true"]');
    expect(await shown.allTextContents()).toEqual(['50', '17B', '30%', '55%']);
    for (const index of [1, 2, 3]) {
      const figure = shown.nth(index);
      const gap = await unitGap(figure.locator('span').first(), figure.locator('span').last());
      expect(gap, `the unit of ${await figure.textContent()}`).toBeLessThan(NO_GAP_PX);
    }
  });

  test(`${language}: IR highlights set % against the figure`, async ({ page, site }) => {
    await page.goto(`${site.url}${at(language, '/ir/Overview')}`);
    // The performance highlights: figures with their unit in a span (the share of overseas sales in %).
    const percent = page.locator('dd:has(> span)').filter({ hasText: /^\s*\d+\s*%\s*$/ });
    await expect(percent).toHaveCount(1);
    expect(await percent.textContent()).toMatch(/^\d+%$/);
    // The digits' end and the unit's start are read in one go: the figure counts up as it comes into view, and
    // two readings a frame apart would measure two different numbers.
    const gap = await percent.evaluate((element) => {
      const range = document.createRange();
      range.setStart(element.firstChild as Node, 0);
      range.setEnd(element.firstChild as Node, (element.firstChild as Text).length);
      const digits = range.getBoundingClientRect();
      const unit = element.querySelector('span')?.getBoundingClientRect();
      return (unit?.x ?? 0) - (digits.x + digits.width);
    });
    expect(gap).toBeLessThan(NO_GAP_PX);
  });

  test(`${language}: the home's eyebrows do not repeat their headings`, async ({ page, site }) => {
    await page.goto(`${site.url}${at(language, '/')}`);
    const sections = page.locator('section:has(h2[id^="home-"])');
    expect(await sections.count()).toBeGreaterThanOrEqual(4);
    const pairs = await sections.evaluateAll((elements) =>
      elements.map((section) => ({
        eyebrow:
          section.querySelector('h2')?.parentElement?.querySelector('p[aria-hidden="true"]')?.textContent ??
          '',
        heading: section.querySelector('h2')?.textContent ?? '',
      })),
    );
    const impact = pairs.find(({ heading }) => heading === 'Impact to Value');
    expect(impact?.eyebrow).toBeTruthy();
    expect(pairs.filter(({ eyebrow, heading }) => eyebrow.toLowerCase() === heading.toLowerCase())).toEqual(
      [],
    );
  });

  test(`${language}: links' arrows are drawn by their components, joined to the label and hidden from screen readers`, async ({
    page,
    site,
  }) => {
    for (const path of ['/', '/sustainability/Overview', '/business/Business']) {
      await page.goto(`${site.url}${at(language, path)}`);
      const links = await page.locator('a').evaluateAll((anchors) =>
        anchors
          .filter((anchor) => /[→←↗]/.test(anchor.textContent ?? ''))
          .map((anchor) => {
            const arrows = [...anchor.querySelectorAll('*')].filter(
              (element) => element.children.length === 0 && /[→←↗]/.test(element.textContent ?? ''),
            );
            const hidden = arrows.every((arrow) => arrow.closest('[aria-hidden="true"]'));
            // Drawn by CSS (`content`) or as a child of the link; never an ordinary space beside it.
            const text = anchor.textContent ?? '';
            return {
              text,
              hidden: arrows.length > 0 && hidden,
              spaced: /[ \t\n][→↗]|[←][ \t\n]/.test(text),
              named: /[→←↗]/.test(anchor.getAttribute('aria-label') ?? ''),
            };
          }),
      );
      expect(links.length, `links with arrows on ${path}`).toBeGreaterThan(0);
      expect(links.filter((link) => !link.hidden || link.spaced || link.named)).toEqual([]);
    }
  });
}

test('English names have one casing wherever they appear: menus, headings, tabs and links', async ({
  page,
  site,
}) => {
  const forms = new Map<string, Set<string>>();
  for (const path of [
    '/en',
    '/en/Sitemap',
    '/en/business/project/SemiCleanroom',
    '/en/ir/Announcement',
    '/en/careers/Jobs',
  ]) {
    await page.goto(`${site.url}${path}`);
    const texts = await page.locator('a, button, h1, h2, h3, [role="tab"], nav li').evaluateAll((elements) =>
      elements.map((element) =>
        (element.textContent ?? '')
          .replace(/[\s\u00a0]+/g, ' ')
          .replace(/[→↗]/g, '')
          .trim(),
      ),
    );
    for (const text of texts.filter((text) => text.length > 0 && text.length < 60)) {
      const set = forms.get(text.toLowerCase()) ?? new Set<string>();
      set.add(text);
      forms.set(text.toLowerCase(), set);
    }
  }
  const duplicates = [...forms.values()].filter((set) => set.size > 1).map((set) => [...set]);
  expect(duplicates).toEqual([]);
  // The names once found in two casings, now in sentence case.
  expect(forms.get('semiconductor cleanroom')).toEqual(new Set(['Semiconductor cleanroom']));
  expect(forms.get('e-notices')).toEqual(new Set(['E-notices']));
});
