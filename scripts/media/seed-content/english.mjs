/**
 * English versions of about two thirds of the sample content, keyed by kind and by the Korean item's date
 * (YYYY-MM-DD of its created_at, unique within a kind). Written for overseas customers and investors, not
 * rendered word for word; the items left out stay Korean-only, so the English site shows its fallback.
 */
import { body, centered, h2, h3, img, ol, p, quote, ul } from './html.mjs';

const noticeSignature = centered(
  '<strong>CleanAir Tech Co., Ltd.</strong><br>250 Onsan-ro, Onsan-eup, Ulju-gun, Ulsan<br>Seungwoo Han, CEO',
);
const meetingSignature = centered('<strong>CleanAir Tech Co., Ltd.</strong><br>Seungwoo Han, CEO');

const votingGuide = body(
  h3('How to vote'),
  ul([
    'In person: bring an identity document to the meeting.',
    'By proxy: your proxy brings a signed power of attorney and their own identity document.',
    'Registration opens at 9:30 a.m. on the day of the meeting.',
  ]),
);

export const english = {
  news: {
    '2024-03-14': {
      title_en: 'Ground broken on a second nanofiber filter media line at Ulsan',
      content_en: body(
        p(
          'CleanAir Tech has started construction of a second production line for <strong>Durafiltex</strong>, its nanofiber filter media, at the head-office plant in Onsan, Ulsan. The investment secures capacity ahead of fast-growing replacement demand from semiconductor and battery customers.',
        ),
        h2('The project at a glance'),
        ul([
          'Site: a new building on the head-office campus in Onsan-eup, Ulju-gun, Ulsan',
          'Scale: about 6,800 m² of floor space, one electrospinning line with laminating and slitting equipment',
          'Investment: about KRW 18 billion (KRW 12 billion in equipment, KRW 6 billion in buildings)',
          'Target completion: third quarter of 2025',
        ]),
        img(
          'ulsan-line2-groundbreaking.webp',
          'Abstract illustration of the Ulsan line 2 building drawn as simple solid shapes',
        ),
        h3('Twice the capacity'),
        p(
          'Once running, line 2 will roughly double annual Durafiltex output. Precise nozzle control and in-line thickness gauges let the new line lay down a more uniform nanofiber layer at around 50 nm.',
        ),
        quote(
          '“A materials company’s first promise is to deliver the volumes customers need, when they need them.” — Seungwoo Han, CEO',
        ),
        p(
          'Alongside the expansion the company plans to hire about 40 people in production and quality, and to buy more from suppliers in the region.',
        ),
      ),
    },
    '2024-04-23': {
      title_en: 'Cleanroom contract won for a new semiconductor fab in Korea',
      content_en: body(
        p(
          'CleanAir Tech has been awarded the cleanroom construction contract for a new fab of a Korean semiconductor manufacturer. Worth about KRW 42 billion, it is the largest single contract in the history of our E&amp;C business.',
        ),
        h2('Scope of work'),
        ul([
          'Design and build of about 12,000 m² of ISO Class 4–5 cleanroom',
          'Installation of 2,600 fan filter units (FFUs) with ULPA filters',
          'HVAC with tight temperature and humidity control for wafer processing',
          'Commissioning, cleanliness validation and operator training',
        ]),
        img('detail-wafer.webp', 'Abstract navy illustration of a wafer and its grid of dies'),
        h3('A cleanroom that uses less energy'),
        p(
          'The site will use our own low-pressure-drop Durafiltex filters. A lower pressure drop means less fan power in every FFU, and air handling is one of the largest items on a cleanroom’s electricity bill.',
        ),
        p('Work starts in May 2024, with completion scheduled for the first half of 2025.'),
      ),
    },
    '2024-05-28': {
      title_en: 'Durafiltex rated ePM1 80% under ISO 16890',
      content_en: body(
        p(
          '<strong>Durafiltex</strong>, our nanofiber filter media, has been rated <strong>ePM1 80%</strong> under ISO 16890 by an accredited test laboratory. Its initial pressure drop measured well below that of glass-fiber filters in the same class.',
        ),
        h2('Three stages of filtration'),
        ol([
          '<strong>3D filtration</strong>: a three-dimensional support layer catches the larger particles first.',
          '<strong>Electrostatic filtration</strong>: an electrostatic charge draws in and holds fine particles.',
          '<strong>Nano filtration</strong>: a nanofiber layer of around 50 nm captures ultrafine particles.',
        ]),
        img(
          'detail-filter-layers.webp',
          'Abstract illustration of three filter layers, each holding the particles it captured',
        ),
        h3('Longer life, lower resistance'),
        p(
          'Where glass-fiber filters are typically replaced every 6 to 24 months, Durafiltex lasts 12 to 60 months, up to four times longer, with up to 80% less pressure drop.',
        ),
        p(
          'Building on the result, the company will expand in the HVAC filter market and pursue further certifications abroad.',
        ),
      ),
    },
    '2024-07-30': {
      title_en: 'Dry room contract signed for a battery cell plant, down to a −60 °C dew point',
      content_en: body(
        p(
          'CleanAir Tech has signed a contract to build the dry rooms of a Korean battery maker’s new cell plant. About 8,500 m² of electrode and assembly space will be held at a dew point of −60 °C or below.',
        ),
        h2('What makes a dry room'),
        ul([
          'Desiccant-rotor air handling for ultra-low humidity, with heat recovery from the exhaust',
          'Airtight panels and airlocks that keep outside moisture out',
          'Live monitoring of dew point and pressure differentials',
        ]),
        img(
          'battery-dryroom-order.webp',
          'Abstract illustration of battery cells in rows and a falling dew-point curve',
        ),
        h3('Designed with running costs in mind'),
        p(
          'Dehumidification makes dry rooms some of the most energy-hungry spaces in a plant. Our proposal, which won the contract, cuts that energy through a tighter zoning plan and low-pressure-drop filters.',
        ),
      ),
    },
    '2024-09-10': {
      title_en: 'Ulsan R&D Center opens to develop the next generation of filter media',
      content_en: body(
        p(
          'CleanAir Tech has opened an R&amp;D Center at its Ulsan head office. Its three laboratories, for nanofiber materials, filter performance testing and clean air systems, are staffed by 24 researchers with master’s and doctoral degrees.',
        ),
        h2('Research priorities'),
        ol([
          'Composite nanofiber media with antibacterial and deodorizing functions',
          'Single-material filter designs that are easy to recycle',
          'AI models that predict when a filter is due for replacement',
        ]),
        img('detail-fibre-web.webp', 'Light abstract image of long, fine nanofibers interlaced'),
        h3('Test facilities'),
        p(
          'A filter-efficiency test duct with particle counters, a dust-loading rig and a compact electrospinning unit let the team take a material from first sample to verified performance under one roof.',
        ),
      ),
    },
    '2024-11-26': {
      title_en: 'Aseptic filling GMP suite handed over, from design to validation',
      content_en: body(
        p(
          'An aseptic injectables filling suite built by CleanAir Tech for a pharmaceutical company is complete. We delivered the whole project: design, construction and qualification (DQ, IQ, OQ and PQ).',
        ),
        h2('Project highlights'),
        ul([
          'Grade A to D zones with a stepped cascade of room pressures',
          'Unidirectional airflow over the filling zone, integrated with RABS',
          'Seamless wall and ceiling panels that stand up to cleaning and disinfection',
        ]),
        img(
          'gmp-suite-completion.webp',
          'Diagram of a GMP suite floor plan with arrows showing airflow between rooms',
        ),
        h3('Ready for the regulator'),
        p(
          'A complete validation package, written to Korean GMP and PIC/S requirements, let the customer start production on its licensing schedule.',
        ),
      ),
    },
    '2025-03-20': {
      title_en: 'Technology award recognizes our nanofiber filter media',
      content_en: body(
        p(
          'CleanAir Tech has received a technology award in the materials and components category for developing Durafiltex, its nanofiber filter media.',
        ),
        h2('Why the jury chose Durafiltex'),
        ul([
          'A domestic alternative to high-performance filter media that Korea used to import',
          'Up to four times the service life of glass fiber, with up to 80% less pressure drop',
          'Growing use across semiconductors, batteries and pharmaceuticals',
        ]),
        img('materials-award.webp', 'Abstract graphic of a hexagonal medal radiating light'),
        quote(
          '“This award belongs to every researcher and production colleague who kept testing, day and night.” — Seungwoo Han, CEO',
        ),
      ),
    },
    '2025-05-08': {
      title_en: 'Technology partnership agreed with a European HVAC filter maker',
      content_en: body(
        p(
          'CleanAir Tech has signed a memorandum of understanding with a European HVAC filter manufacturer to co-develop nanofiber filter media and supply them to the European market.',
        ),
        h2('Areas of cooperation'),
        ol([
          'Joint development of HVAC filters built on Durafiltex media',
          'Joint certification against European energy-efficiency standards',
          'Joint sales to data centers and pharmaceutical plants in Europe',
        ]),
        img('europe-partnership.webp', 'Network graphic of two hubs linked to each other and to many points'),
        h3('What comes next'),
        p(
          'The partners aim to launch their first joint product in 2026. For CleanAir Tech, the agreement is a step toward a larger share of sales from exports.',
        ),
      ),
    },
    '2025-08-19': {
      title_en: 'High-efficiency filters to cool an AI data center',
      content_en: body(
        p(
          'CleanAir Tech has agreed to supply high-efficiency HVAC filters to a Korean AI data center operator. Over three years, Durafiltex filters will go into the computer-room air handlers (CRAHs) and outside-air intakes.',
        ),
        h2('Why data centers are changing filters'),
        ul([
          'Dense GPU servers need more cooling air, and more fan power to move it',
          'Free cooling with outside air brings in fine dust and salt that must be kept out',
          'Frequent filter changes cost staff time and create waste',
        ]),
        img(
          'ai-datacenter-supply.webp',
          'Navy illustration of laminar airflow coming down from ceiling filters',
        ),
        h3('Delivery schedule'),
        p(
          'The first filters ship in September. Pressure-drop data shared after installation will help both sides fine-tune replacement intervals.',
        ),
      ),
    },
    '2025-11-13': {
      title_en: 'Q3 2025 results: materials business keeps growing',
      content_en: body(
        p(
          'CleanAir Tech has announced preliminary results for the third quarter of 2025. Revenue rose year on year, and the materials business passed 40% of total revenue for the first time.',
        ),
        h2('Highlights of the quarter'),
        ul([
          'Revenue: up year on year, with growth in both materials and E&amp;C',
          'Materials: higher sales from line 2 and data center supply',
          'E&amp;C: revenue recognized as the semiconductor fab cleanroom progresses',
        ]),
        img(
          'detail-growth-chart.webp',
          'Chart illustration of rising bars and an upward curve showing growth',
        ),
        h3('Where to find the figures'),
        p('The full results materials can be downloaded from the IR schedule in the Investors section.'),
      ),
    },
  },
  youtube: {
    '2024-04-02': { title_en: 'CleanAir Tech company film 2024' },
    '2024-06-11': { title_en: 'Inside Durafiltex: three stages of filtration in one medium' },
    '2024-09-24': { title_en: 'How a semiconductor cleanroom comes together: a time-lapse' },
    '2025-10-14': { title_en: 'Ulsan line 2: the day it came on stream' },
  },
  announcement: {
    '2024-03-28': {
      title_en: 'Public notice of financial statements for the 5th fiscal year',
      content_en: body(
        h2('Public notice of financial statements for the 5th fiscal year'),
        p(
          'Pursuant to Article 449(3) of the Commercial Act, we publish the following summary of the statement of financial position and income statement for the 5th fiscal year (January 1 to December 31, 2023).',
        ),
        h3('Statement of financial position (as of December 31, 2023; KRW million)'),
        ul([
          'Total assets: 102,040',
          'Total liabilities: 48,020',
          'Share capital: 6,500',
          'Total equity: 54,020',
        ]),
        h3('Income statement (KRW million)'),
        ul([
          'Revenue: 61,240',
          'Operating profit: 4,830',
          'Profit before income tax: 4,610',
          'Net profit: 3,620',
        ]),
        p('External auditor’s opinion: unqualified (auditor: Hanbit Accounting Corporation)'),
        noticeSignature,
      ),
    },
    '2024-04-05': {
      title_en: 'Notice of appointment of the external auditor',
      content_en: body(
        h2('Notice of appointment of the external auditor'),
        p(
          'Pursuant to Article 12(3) of the Act on External Audit of Stock Companies, we give notice that the company has appointed its external auditor as follows.',
        ),
        ul([
          'External auditor: Hanbit Accounting Corporation',
          'Fiscal years audited: the 6th (2024) to the 8th (2026), three fiscal years',
          'Date of appointment: March 29, 2024',
        ]),
        noticeSignature,
      ),
    },
    '2024-06-05': {
      title_en: 'Notice of an extraordinary general meeting of shareholders',
      content_en: body(
        h2('Notice of an extraordinary general meeting of shareholders'),
        p(
          'Pursuant to Article 363 of the Commercial Act and the Articles of Incorporation, an extraordinary general meeting of shareholders is convened as follows. We look forward to your attendance.',
        ),
        ul([
          'Date and time: Friday, June 21, 2024, 10:00 a.m.',
          'Venue: main conference room, head office, 250 Onsan-ro, Onsan-eup, Ulju-gun, Ulsan',
        ]),
        h3('Agenda'),
        ol([
          'Item 1: Amendment of the Articles of Incorporation (new business purpose: manufacture and sale of data center HVAC equipment)',
          'Item 2: Election of one outside director',
        ]),
        p('Shareholders may vote in person or by proxy; a proxy must bring a signed power of attorney.'),
        noticeSignature,
      ),
    },
    '2024-08-12': {
      title_en: 'Notice of issue of the 3rd series private convertible bonds',
      content_en: body(
        h2('Notice of issue of convertible bonds'),
        p(
          'Following the resolution of the Board of Directors on August 9, 2024, the company has issued convertible bonds as follows.',
        ),
        ul([
          'Bonds: 3rd series unsecured private convertible bonds in bearer form with coupons',
          'Aggregate principal: KRW 10,000,000,000',
          'Coupon rate 1.0%; yield to maturity 3.0%',
          'Maturity date: August 12, 2027',
          'Conversion price: KRW 18,500 per share',
          'Use of proceeds: equipment for the second production line at the Ulsan plant',
        ]),
        noticeSignature,
      ),
    },
    '2024-10-07': {
      title_en: 'Notice of a small-scale merger',
      content_en: body(
        h2('Notice of a small-scale merger'),
        p(
          'On October 4, 2024, the Board of Directors of CleanAir Tech Co., Ltd. (the surviving company) resolved to absorb its wholly owned subsidiary Air Solution Co., Ltd. (the merged company). As a small-scale merger under Article 527-3 of the Commercial Act, it is approved by the Board in place of the general meeting of shareholders.',
        ),
        ul([
          'Surviving company: CleanAir Tech Co., Ltd.',
          'Dissolving company: Air Solution Co., Ltd.',
          'Merger ratio: 1 : 0 (no new shares issued)',
          'Effective date: December 1, 2024',
        ]),
        p(
          'Shareholders who oppose the merger may give written notice within two weeks of this notice. If holders of 20% or more of the issued shares object, the merger will not proceed as a small-scale merger.',
        ),
        noticeSignature,
      ),
    },
    '2025-03-27': {
      title_en: 'Public notice of financial statements for the 6th fiscal year',
      content_en: body(
        h2('Public notice of financial statements for the 6th fiscal year'),
        p(
          'Pursuant to Article 449(3) of the Commercial Act, we publish the following summary of the statement of financial position and income statement for the 6th fiscal year (January 1 to December 31, 2024).',
        ),
        h3('Statement of financial position (as of December 31, 2024; KRW million)'),
        ul([
          'Total assets: 131,060',
          'Total liabilities: 64,110',
          'Share capital: 6,500',
          'Total equity: 66,950',
        ]),
        h3('Income statement (KRW million)'),
        ul([
          'Revenue: 84,510',
          'Operating profit: 7,120',
          'Profit before income tax: 6,880',
          'Net profit: 5,470',
        ]),
        p('External auditor’s opinion: unqualified (auditor: Hanbit Accounting Corporation)'),
        noticeSignature,
      ),
    },
    '2025-03-28': {
      title_en: 'Notice of submission of the audit report for the 6th fiscal year',
      content_en: body(
        h2('Notice of submission of the audit report'),
        p(
          'Pursuant to Article 23 of the Act on External Audit of Stock Companies, we give notice that the audit report for the 6th fiscal year was submitted after its approval by the annual general meeting of shareholders.',
        ),
        ul([
          'Financial statements audited: 6th fiscal year (January 1 to December 31, 2024)',
          'Auditor: Hanbit Accounting Corporation',
          'Opinion: unqualified',
        ]),
        p('The full audit report may be inspected at the Finance team at the head office.'),
        noticeSignature,
      ),
    },
    '2025-06-30': {
      title_en: 'Notice of grant of stock options',
      content_en: body(
        h2('Notice of grant of stock options'),
        p(
          'Following the resolution of the Board of Directors on June 27, 2025, the company has granted stock options to employees as follows.',
        ),
        ul([
          'Grantees: 18 employees in research and development and in production',
          'Shares: 96,000 registered common shares',
          'Exercise price: KRW 21,000 per share',
          'Exercise period: June 27, 2027 to June 26, 2032',
        ]),
        noticeSignature,
      ),
    },
  },
  shareholders: {
    '2025-03-10': {
      title_en: 'Notice of the 6th annual general meeting of shareholders',
      content_en: body(
        h2('Notice of the 6th annual general meeting of shareholders'),
        p(
          'Pursuant to Article 363 of the Commercial Act and Article 20 of the Articles of Incorporation, the 6th annual general meeting of shareholders is convened as follows. We look forward to your attendance.',
        ),
        ul([
          'Date and time: Wednesday, March 26, 2025, 10:00 a.m.',
          'Venue: main conference room, head office, 250 Onsan-ro, Onsan-eup, Ulju-gun, Ulsan',
        ]),
        h3('Reports'),
        ul(['Audit report', 'Business report', 'Report on the appointment of the external auditor']),
        h3('Agenda'),
        ol([
          'Item 1: Approval of the financial statements and dividend for the 6th fiscal year (January 1 to December 31, 2024), a cash dividend of KRW 150 per common share',
          'Item 2: Amendment of the Articles of Incorporation (to provide for an ESG Committee)',
          'Item 3: Election of one outside director',
          'Item 4: Approval of the ceiling on directors’ remuneration',
        ]),
        votingGuide,
        meetingSignature,
      ),
    },
    '2025-09-12': {
      title_en: 'Notice of the first extraordinary general meeting of shareholders of 2025',
      content_en: body(
        h2('Notice of an extraordinary general meeting of shareholders'),
        p(
          'Pursuant to Article 363 of the Commercial Act and the Articles of Incorporation, the first extraordinary general meeting of shareholders of 2025 is convened as follows. We look forward to your attendance.',
        ),
        ul([
          'Date and time: Tuesday, September 30, 2025, 10:00 a.m.',
          'Venue: main conference room, head office, 250 Onsan-ro, Onsan-eup, Ulju-gun, Ulsan',
        ]),
        h3('Agenda'),
        ol([
          'Item 1: Amendment of the Articles of Incorporation (change in the total number of authorized shares)',
          'Item 2: Election of the statutory auditor',
        ]),
        votingGuide,
        meetingSignature,
      ),
    },
  },
};

/** The English columns of a sample item: its English version, or none. */
export function englishOf(kind, item) {
  const version = english[kind][item.created_at.slice(0, 10)];
  return { title_en: version?.title_en ?? null, content_en: version?.content_en ?? null };
}
