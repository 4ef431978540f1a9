import { describe, expect, it } from 'vitest';
import { resources } from './resources';

// One English style (locales/README.md): headings, buttons and labels in sentence case, American spelling.

/**
 * Words and names that keep their capitals inside a sentence-case label. Every entry is a proper noun;
 * a word that is capitalized only because it is "important" does not belong here.
 */
const properNouns: readonly string[] = [
  // The company, its brands and products (the brands' logotypes are set in capitals: AEREA, NECOVE, SLOWN).
  'CleanAir Tech',
  'CleanAir R&D Center',
  'CleanAir',
  'Durafiltex',
  'Aerea',
  'AEREA',
  'Slown',
  'SLOWN',
  'Necove',
  'NECOVE',
  'ALIVE',
  'Clear Classroom',
  // The vision statement and the brand colours' names, set as the CI guide sets them.
  'Clean Air, Clear Future',
  'Deep Navy',
  'Clean Blue',
  'Air Cyan',
  // The home section the product specification names "Impact to Value".
  'Impact to Value',
  // The values that spell ALIVE (each word a letter of the acronym).
  'Accountable',
  'Learning',
  'Integrity',
  'Value',
  'Empathy',
  // Other companies' products, services and places.
  'YouTube',
  'Ulsan',
  'Korean',
  'English',
  'Vietnam',
  'Bac Ninh',
  'Lunar New Year',
  'Chuseok',
  // Titles of laws and official schemes, as they are officially named.
  'Personal Information Protection Act',
  // Degrees.
  'PhD',
  "Master's",
];

/** Acronyms and codes: always in capitals, wherever they stand. */
const acronyms: readonly string[] = [
  'IR',
  'CEO',
  'ID',
  'CTO',
  'CFO',
  'GMP',
  'ESG',
  'CI',
  'CX',
  'E&C',
  'R&D',
  'FAQ',
  'FMPS',
  'HVAC',
  'AI',
  'ISO',
  'EPD',
  'KRW',
  'DART',
  'KOSDAQ',
  'KTX',
  'NDR',
  'FY',
  'Q1',
  'Q2',
  'CSV',
  'SVG',
  'PDF',
  'RSS',
  'EN',
  'KR',
  'AD',
  'RC',
  'C',
  'B',
  'OK',
  'PNG',
  'JPG',
  'GIF',
  'WebP',
];

/** A heading, button or label, by where its key sits: these are held to sentence case. */
function isHeadingButtonOrLabel(namespace: string, path: readonly string[]): boolean {
  const leaf = path[path.length - 1] ?? '';
  const parent = path[path.length - 2] ?? '';
  // Every entry of the header namespace is a menu label.
  if (namespace === 'header') return !/_description$|^banner_new_tab$/.test(leaf);
  // Eyebrows are set in capitals by design and names are proper nouns (see `properNouns` for the rest).
  if (leaf === 'eyebrow' || leaf === 'name' || leaf === 'word') return false;
  if (/^(title|subtitle|headline|heading\d|label|tab|button|submit|link|more|caption|role)$/.test(leaf)) {
    return true;
  }
  if (/_(title|label|button|link|heading|caption)$/.test(leaf)) return true;
  if (/^(col|field|kind|filter|status|mail)_/.test(leaf)) return true;
  if (
    /^(actions|pagination|table|stock_fields|highlights|downloads|events|categories|colors)$/.test(parent)
  ) {
    return true;
  }
  if (parent === 'footer') return leaf !== 'tagline';
  return parent === 'facts' && !leaf.endsWith('_value');
}

interface Entry {
  key: string;
  value: string;
}

function entries(node: unknown, namespace: string, path: string[] = []): Entry[] {
  if (typeof node === 'string') return [{ key: `${namespace}:${path.join('.')}`, value: node }];
  if (Array.isArray(node))
    return node.flatMap((item, index) => entries(item, namespace, [...path, `${index}`]));
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => entries(value, namespace, [...path, key]));
  }
  return [];
}

const english = Object.entries(resources.en).flatMap(([namespace, tree]) => entries(tree, namespace));

const labels = Object.entries(resources.en).flatMap(([namespace, tree]) =>
  entries(tree, namespace).filter(({ key }) =>
    isHeadingButtonOrLabel(namespace, key.slice(namespace.length + 1).split('.')),
  ),
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const allowed = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...properNouns, ...acronyms]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);

/**
 * The words of a label that break sentence case: a capital after the first word of a sentence that is
 * not a proper noun or an acronym. A new sentence starts the text, and follows `. `, `? `, `! `, ` | `
 * (which joins two titles, as in a page title and the site's name) and an article's number, whose title
 * follows in brackets as Korean statutes set it: "Article 1 (Purposes of processing)".
 */
function sentenceCaseViolations(text: string): string[] {
  const masked = text.replace(/\{\{[^}]*\}\}/g, 'x').replace(allowed, 'x');
  return masked
    .split(/(?:[.?!]\s+|\s+\|\s+|\bArticle \d+ \()/)
    .flatMap((sentence) =>
      sentence
        .trim()
        .split(/[\s/–—-]+/)
        .slice(1),
    )
    .map((word) => word.replace(/^[([‘“"'«]+/, ''))
    .filter((word) => /^\p{Lu}/u.test(word));
}

/** British spellings, with their American form: the site writes American English. */
const british: readonly [pattern: RegExp, american: string][] = [
  [/\benquir(y|ies|e|ed|ing)\b/i, 'inquiry'],
  [/\bcolour/i, 'color'],
  [/\bfavour/i, 'favor'],
  [/\bodour/i, 'odor'],
  [/\blabour/i, 'labor'],
  [/\bbehaviour/i, 'behavior'],
  [/\bcentre(s|d)?\b/i, 'center'],
  [/\bfibre/i, 'fiber'],
  [/\b\w*metre(s)?\b/i, 'meter'],
  [/\bprogramme/i, 'program'],
  [/\bcounsell/i, 'counsel'],
  [/\bsulphi?de?/i, 'sulfide'],
  [/\bcatalogue/i, 'catalog'],
  [/\blicence/i, 'license'],
  [/\bdefence/i, 'defense'],
  [/\banalys(e|ed|es|ing)\b/i, 'analyze'],
  [/\b\w+isations?\b/i, '-ization'],
];

/** Words that end in -ise in American English too, by what comes before the -ise. */
const iseWords = new Set(
  [
    ...['adv', 'advert', 'appr', 'appra', 'ar', 'bru', 'chem', 'compr', 'comprom', 'conc', 'cru', 'dem'],
    ...['desp', 'dev', 'disgu', 'enterpr', 'exc', 'exerc', 'expert', 'franch', 'improv', 'inc', 'likew'],
    ...['merchand', 'no', 'otherw', 'po', 'pra', 'prec', 'prem', 'prom', 'r', 'ra', 'rev', 'superv'],
    ...['surpr', 'telev', 'treat', 'w'],
  ].map((stem) => stem.toLowerCase()),
);

function britishSpellings(text: string): string[] {
  const found = british.flatMap(([pattern, american]) => {
    const match = pattern.exec(text);
    return match ? [`${match[0]} (write ${american})`] : [];
  });
  // -ise verbs: optimise, organise, digitise... (American English writes -ize).
  for (const match of text.matchAll(/\b(\p{L}+)is(?:e|ed|es|ing)\b/giu)) {
    if (!iseWords.has((match[1] ?? '').toLowerCase())) found.push(`${match[0]} (write -ize)`);
  }
  return found;
}

describe('English style', () => {
  it('checks the headings, buttons and labels of every namespace', () => {
    expect(labels.length).toBeGreaterThan(400);
    const keys = labels.map(({ key }) => key);
    expect(keys).toContain('header:business_project_semi_cleanroom');
    expect(keys).toContain('ir:announcement.title');
    expect(keys).toContain('common:actions.contact_us');
    expect(keys).toContain('inquiry:form.submit');
  });

  it('finds Title Case and lets proper nouns and acronyms keep their capitals', () => {
    expect(sentenceCaseViolations('Semiconductor Cleanroom')).toEqual(['Cleanroom']);
    expect(sentenceCaseViolations('E-Notices')).toEqual(['Notices']);
    expect(sentenceCaseViolations('Semiconductor cleanroom')).toEqual([]);
    expect(sentenceCaseViolations('Durafiltex C: filter media for AI data centers')).toEqual([]);
    expect(sentenceCaseViolations('{{title}} | CleanAir Tech')).toEqual([]);
    expect(sentenceCaseViolations('Q2 2025 performance report')).toEqual([]);
  });

  it('writes headings, buttons and labels in sentence case', () => {
    const offending = labels
      .map(({ key, value }) => ({ key, value, words: sentenceCaseViolations(value) }))
      .filter(({ words }) => words.length > 0);
    expect(offending).toEqual([]);
  });

  it('spells the American way everywhere', () => {
    expect(britishSpellings('Enquiry subjects, colours, organisation, centre, optimise')).toHaveLength(5);
    expect(britishSpellings('authorised, deodorise')).toHaveLength(2);
    expect(
      britishSpellings('Inquiry subjects, colors, organization, center, optimize, precise, raise'),
    ).toEqual([]);
    const offending = english
      .map(({ key, value }) => ({ key, value, spellings: britishSpellings(value) }))
      .filter(({ spellings }) => spellings.length > 0);
    expect(offending).toEqual([]);
  });

  it('never gives the same name two casings', () => {
    const byLowerCase = new Map<string, Set<string>>();
    for (const { value } of labels) {
      const forms = byLowerCase.get(value.toLowerCase()) ?? new Set<string>();
      forms.add(value);
      byLowerCase.set(value.toLowerCase(), forms);
    }
    const duplicates = [...byLowerCase.values()].filter((forms) => forms.size > 1).map((forms) => [...forms]);
    expect(duplicates).toEqual([]);
  });

  it('puts no arrow into copy: components draw them', () => {
    expect(english.filter(({ value }) => /[→←↗›»]/.test(value))).toEqual([]);
  });
});

describe('home section eyebrows', () => {
  it.each(['ko', 'en'] as const)('do not repeat their heading (%s)', (language) => {
    const home = resources[language].home as Record<string, { eyebrow?: string; title?: string }>;
    const repeats = Object.entries(home).filter(
      ([, section]) => section.eyebrow && section.eyebrow.toLowerCase() === section.title?.toLowerCase(),
    );
    expect(repeats.map(([name]) => name)).toEqual([]);
  });
});
