import { describe, expect, it } from 'vitest';
import { benefitGroups, faqEntries, hiringSteps, jobTabs } from './careers';
import { contactCategories } from './contact';
import { companyFacts } from './facts';
import { historyTimeline } from './history';
import { brandPanels, impactFigures, materialPanels, projectSlides } from './home';
import { lookupTranslation } from './i18n/lookup';
import { scheduleDownloads, shareholderComposition, stockFields, stockQuote } from './ir';
import { comparisonTable, filterClaims, filterLayers, sustainabilityImpact, useCases } from './materials';
import { aliveValues, auditor, certifications, directors, environmentCertificates } from './sustainability';

const text = (language: 'ko' | 'en', key: string) => {
  const value = lookupTranslation(language, key);
  return typeof value === 'string' ? value : (value?.join(' ') ?? '');
};
const both = (key: string) => [text('ko', key), text('en', key)];

describe('company facts (data as of 2025 Q2)', () => {
  it('holds the numbers of the spec', () => {
    expect(companyFacts).toEqual({
      dataAsOf: { year: 2025, quarter: 2 },
      workWeekDays: 4,
      lunchMinutes: 90,
      teaTimeMinutes: 10,
      seasonalVoucherWon: 200_000,
      healthCheckEveryYears: 2,
      longServiceReward: { everyYears: 3, leaveDays: 4, rewardWon: 1_000_000 },
      graduateSupportPerYear: { min: 2, max: 3 },
      selfLeaveApprovalBeyondDays: 7,
      experiencedApplicantMinYears: 2,
      ulsanPlantCapacityWonPerYear: 27_500_000_000,
    });
  });

  it('states the same numbers in the benefits copy of both languages', () => {
    const culture = 'careers:benefits.groups.culture.items';
    expect(both('careers:benefits.data_as_of')).toEqual(['2025년 2분기 기준', 'As of Q2 2025']);
    expect(both(`${culture}.four_day_week.title`)).toEqual(['주 4일 근무', 'Four-day week']);
    expect(both(`${culture}.lunch.title`)).toEqual(['1시간 30분 점심시간', '1 h 30 min lunch']);
    expect(both(`${culture}.tea_time.title`)).toEqual(['10분 티타임', '10-minute tea time']);
    expect(text('ko', `${culture}.self_leave.description`)).toContain('1주일을 넘는 셀프 휴가만 사전 승인');
    expect(text('en', `${culture}.self_leave.description`)).toContain(
      'self-leave beyond one week needs approval',
    );
    const [koCheck, enCheck] = both('careers:benefits.groups.health.items.health_check.description');
    expect(koCheck).toContain('2년마다');
    expect(enCheck).toContain('every 2 years');
    expect(text('ko', 'careers:benefits.groups.growth.items.degree.description')).toContain('2~3명');
    expect(text('en', 'careers:benefits.groups.growth.items.degree.description')).toContain('2-3 people');
    for (const value of both('careers:benefits.groups.empathy.items.long_service.description')) {
      expect(value).toMatch(/3/);
      expect(value).toMatch(/4/);
      expect(value).toContain('1,000,000');
    }
    for (const value of both('careers:benefits.groups.empathy.items.voucher.description'))
      expect(value).toContain('200,000');
  });

  it('states the experienced-applicant rule and the plant capacity', () => {
    expect(text('ko', 'careers:process.notes')).toContain('2년 이상');
    expect(text('en', 'careers:process.notes')).toContain('2+ years');
    expect(text('ko', 'company:intro.sections.where.body')).toContain('약 275억 원');
    expect(text('en', 'company:intro.sections.where.body')).toContain('about 27.5 billion won');
  });
});

describe('careers', () => {
  it('has the five hiring steps in order', () => {
    expect(hiringSteps.map((s) => s.id)).toEqual([
      'application',
      'document_review',
      'interview',
      'health_check',
      'final_pass',
    ]);
    expect(hiringSteps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5]);
    expect(text('ko', hiringSteps[2]?.titleKey ?? '')).toBe('면접 (임원, 기술)');
    expect(text('en', hiringSteps[2]?.titleKey ?? '')).toBe('Interview (executive, technical)');
  });

  it('has the six job tabs, each with a title, English title, description and items', () => {
    expect(jobTabs.map((t) => text('en', t.englishTitleKey))).toEqual([
      'Materials business',
      'Consumer goods business',
      'E&C business',
      'R&D center',
      'Business strategy division',
      'Management support division',
    ]);
    for (const tab of jobTabs) expect(tab.items.length).toBeGreaterThanOrEqual(3);
  });

  it('has the four benefit groups and at least 12 FAQ entries', () => {
    expect(benefitGroups.map((g) => g.id)).toEqual(['culture', 'health', 'growth', 'empathy']);
    expect(faqEntries.length).toBeGreaterThanOrEqual(12);
    expect(new Set(faqEntries.map((f) => f.id)).size).toBe(faqEntries.length);
  });
});

describe('the filter material', () => {
  it('claims 6~24 against 12~60 months (up to 4x) and up to 80% less pressure loss', () => {
    expect(filterClaims.lifespanMonths).toEqual({
      existing: { min: 6, max: 24 },
      durafiltex: { min: 12, max: 60 },
    });
    expect(filterClaims.lifespanMultipleMax).toBe(4);
    expect(filterClaims.pressureLossReductionMaxPercent).toBe(80);
    expect(both(filterClaims.keys.lifespanExisting).every((t) => t.includes('6~24'))).toBe(true);
    expect(both(filterClaims.keys.lifespanDurafiltex).every((t) => t.includes('12~60'))).toBe(true);
    expect(both(filterClaims.keys.lifespanClaim).every((t) => t.includes('4'))).toBe(true);
    expect(both(filterClaims.keys.pressureClaim).every((t) => t.includes('80%'))).toBe(true);
  });

  it('has three technology layers, the nano one at the 50nm level', () => {
    expect(filterLayers.map((l) => l.id)).toEqual(['three_d', 'electrostatic', 'nano']);
    expect(filterClaims.nanoFiltrationLevelNm).toBe(50);
    expect(both(filterLayers[2]?.descriptionKey ?? '').every((t) => t.includes('50nm'))).toBe(true);
  });

  it('compares against glass fiber filters with the same lifespan figures', () => {
    expect(comparisonTable.rows.length).toBeGreaterThanOrEqual(5);
    expect(both(comparisonTable.rows[0]?.glassFiberKey ?? '').every((t) => t.includes('6~24'))).toBe(true);
    expect(both(comparisonTable.rows[0]?.durafiltexKey ?? '').every((t) => t.includes('12~60'))).toBe(true);
  });

  it('has the six use cases and the three impacts', () => {
    expect(useCases.map((u) => text('en', u.titleKey))).toEqual([
      'Semiconductor cleanroom',
      'AI data center',
      'Secondary battery dry room',
      'Multi-use facility HVAC',
      'Hospital and pharma GMP facility',
      'Eco-friendly air purifier',
    ]);
    expect(sustainabilityImpact.map((i) => i.id)).toEqual([
      'electricity_cost',
      'carbon_emission',
      'economic_cost',
    ]);
  });
});

describe('sustainability', () => {
  it('has three environment certificates, five ALIVE values, directors, an auditor and four certifications', () => {
    expect(environmentCertificates).toHaveLength(3);
    expect(aliveValues.map((v) => v.letter).join('')).toBe('ALIVE');
    for (const value of aliveValues) expect(text('en', value.wordKey).startsWith(value.letter)).toBe(true);
    expect(directors.length).toBeGreaterThanOrEqual(3);
    expect(text('ko', auditor.nameKey)).not.toBe('');
    expect(certifications).toHaveLength(4);
  });
});

describe('investor relations', () => {
  it('has the seven stock fields with consistent sample values', () => {
    expect(stockFields.map((f) => f.id)).toEqual([
      'previous_day',
      'fluctuation_rate',
      'previous_close',
      'current_price',
      'high',
      'low',
      'volume',
    ]);
    const value = (id: string) => stockFields.find((f) => f.id === id)?.value;
    expect(value('previous_day')).toBe(stockQuote.currentPrice - stockQuote.previousClose);
    expect(value('fluctuation_rate')).toBe(2.81);
    expect(stockQuote.low).toBeLessThanOrEqual(stockQuote.currentPrice);
    expect(stockQuote.high).toBeGreaterThanOrEqual(stockQuote.currentPrice);
  });

  it('offers the four schedule downloads', () => {
    expect(scheduleDownloads.map((d) => d.href)).toEqual([
      '/media/ir/2025-q2-performance-report.pdf',
      '/media/ir/2025-q1-performance-report.pdf',
      '/media/ir/2025-fact-sheet-ko.pdf',
      '/media/ir/2025-fact-sheet-en.pdf',
    ]);
  });

  it('has a shareholder composition that adds up to 100%', () => {
    expect(shareholderComposition.reduce((sum, s) => sum + s.percent, 0)).toBeCloseTo(100, 5);
  });
});

describe('contact and history', () => {
  it('has the five contact categories', () => {
    expect(contactCategories.map((c) => c.id)).toEqual([
      'sales',
      'export',
      'procurement',
      'rnd',
      'investment',
    ]);
  });

  it('covers every year from 2019 to 2025 with several events in month order', () => {
    expect(historyTimeline.map((y) => y.year)).toEqual([2025, 2024, 2023, 2022, 2021, 2020, 2019]);
    for (const year of historyTimeline) {
      expect(year.events.length).toBeGreaterThanOrEqual(3);
      const months = year.events.map((e) => e.month);
      expect(months).toEqual([...months].sort((a, b) => a - b));
    }
  });
});

describe('home', () => {
  it('has the four Impact to Value figures', () => {
    expect(impactFigures.map(({ value, suffix }) => ({ value, suffix }))).toEqual([
      { value: 50, suffix: undefined },
      { value: 17, suffix: 'B' },
      { value: 30, suffix: '%' },
      { value: 55, suffix: '%' },
    ]);
  });

  it('has three project slides, brand panels and material panels with their images', () => {
    expect(projectSlides.map((s) => [s.href, s.image])).toEqual([
      ['/business/project/SemiCleanroom', '/media/project-semi-cleanroom.svg'],
      ['/business/project/BatteryDryroom', '/media/project-battery-dryroom.svg'],
      ['/business/project/GmpRoom', '/media/project-gmp-room.svg'],
    ]);
    expect(brandPanels.map((p) => [p.href, p.image])).toEqual([
      ['/business/brands/Aerea', '/media/brand-aerea.svg'],
      ['/business/brands/Slown', '/media/brand-slown.svg'],
      ['/business/brands/Necove', '/media/brand-necove.svg'],
    ]);
    expect(materialPanels.map((p) => p.image)).toEqual([
      '/media/material-1.svg',
      '/media/material-2.svg',
      '/media/material-3.svg',
    ]);
    expect(new Set(materialPanels.map((p) => p.href))).toEqual(new Set(['/business/materials/DurafiltexC']));
  });
});
