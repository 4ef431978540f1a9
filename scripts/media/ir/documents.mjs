/**
 * The IR downloads as HTML pages: two quarterly performance reports and the fact sheet in Korean and
 * English. Figures are the sample company's (data as of 2025 Q2), consistent with the seed announcements.
 */
import { esc } from '../lib/svg.mjs';

const style = `
@font-face { font-family: 'DocSans'; src: local('NanumGothic'), local('Nanum Gothic'); font-weight: 100 900; }
@page { size: A4; margin: 14mm 16mm 12mm; }
* { box-sizing: border-box; }
body { font-family: 'DocSans', sans-serif; color: #111827; font-size: 10pt; line-height: 1.6; margin: 0; word-break: keep-all; }
header { background: #0b3a8c; border-left: 8px solid #27c1e3; color: #fff; padding: 18px 22px; border-radius: 8px; }
header .brand { font-size: 9pt; letter-spacing: 0.08em; opacity: 0.85; }
header h1 { font-size: 20pt; margin: 6px 0 2px; line-height: 1.3; }
header p { margin: 0; opacity: 0.9; }
h2 { font-size: 12.5pt; color: #0a1f44; border-bottom: 1.5px solid #1456d8; padding-bottom: 4px; margin: 20px 0 8px; }
.kpis { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; margin-top: 14px; }
.kpi { border: 1px solid #dde3ec; border-radius: 8px; padding: 10px 12px; }
.kpi b { display: block; font-size: 15pt; color: #0b3a8c; }
.kpi span { color: #5b6574; font-size: 8.5pt; }
table { width: 100%; border-collapse: collapse; font-size: 9.5pt; }
th, td { border-bottom: 1px solid #e3e8ef; padding: 5px 6px; text-align: right; }
th:first-child, td:first-child { text-align: left; }
thead th { color: #3b4452; background: #f6f8fb; }
.facts th, .facts td { text-align: left; }
.facts td:first-child { white-space: nowrap; width: 16%; }
body.compact { font-size: 9.2pt; line-height: 1.5; }
ul { margin: 4px 0; padding-left: 18px; }
.two { display: grid; grid-template-columns: 1fr 1fr; gap: 18px; }
.note { color: #5b6574; font-size: 8pt; margin-top: 18px; border-top: 1px solid #e3e8ef; padding-top: 8px; }
dl { display: grid; grid-template-columns: 32% 68%; margin: 0; }
dt { color: #5b6574; padding: 3px 0; border-bottom: 1px solid #eef1f6; }
dd { margin: 0; padding: 3px 0; border-bottom: 1px solid #eef1f6; }
`;

function page(lang, title, bodyHtml, bodyClass = '') {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title><style>${style}</style></head><body class="${bodyClass}">${bodyHtml}</body></html>`;
}

/** A small horizontal bar chart as inline SVG. */
function bars(rows, unit) {
  const max = Math.max(...rows.map(([, value]) => value));
  const h = rows.length * 30 + 10;
  const items = rows
    .map(([label, value, colour], i) => {
      const w = (value / max) * 300;
      return `<text x="0" y="${i * 30 + 22}" font-size="11" fill="#3b4452">${esc(label)}</text><rect x="120" y="${i * 30 + 8}" width="${w.toFixed(1)}" height="18" rx="3" fill="${colour}"/><text x="${(126 + w).toFixed(1)}" y="${i * 30 + 22}" font-size="11" fill="#111827">${value.toLocaleString('en-US')}${unit}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100%" viewBox="0 0 500 ${h}" style="font-family: inherit">${items}</svg>`;
}

const quarters = {
  '2025-q1': {
    label: '2025년 1분기',
    period: '2025.01.01 ~ 2025.03.31',
    revenue: 23_120,
    op: 1_960,
    net: 1_520,
    prev: { revenue: 18_430, op: 1_410, net: 1_080 },
    segments: [
      ['소재사업', 8_560],
      ['E&C사업', 12_480],
      ['생활가전', 2_080],
    ],
    highlights: [
      'Aerea 공기청정기 신제품 출시 효과로 생활가전 매출 증가',
      '반도체 팹 클린룸 공사 진행률 반영으로 E&amp;C사업 매출 확대',
      '소재·부품 기술상 수상 (Durafiltex 나노섬유 여과재)',
    ],
    outlook: [
      '2분기: 반도체·2차전지 클린룸 공사 매출 인식 지속',
      '울산공장 2호 라인 설비 반입 및 시운전 준비',
    ],
  },
  '2025-q2': {
    label: '2025년 2분기',
    period: '2025.04.01 ~ 2025.06.30',
    revenue: 24_810,
    op: 2_240,
    net: 1_750,
    prev: { revenue: 19_960, op: 1_580, net: 1_210 },
    segments: [
      ['소재사업', 9_680],
      ['E&C사업', 12_930],
      ['생활가전', 2_200],
    ],
    highlights: [
      '유럽 공조 필터 제조사와 기술 협력 양해각서 체결',
      '2024 지속가능경영보고서 발간, 이사회 내 ESG위원회 운영',
      '소재사업 매출 비중 39%로 상승',
    ],
    outlook: [
      '하반기: 울산공장 2호 라인 준공으로 생산능력 약 두 배 확대',
      'AI 데이터센터 공조 필터 공급 확대',
    ],
  },
};

const won = (value) => `${value.toLocaleString('en-US')}`;
const growth = (now, before) => `${(((now - before) / before) * 100).toFixed(1)}%`;

export function performanceReport(key) {
  const q = quarters[key];
  const rows = [
    ['매출액', q.revenue, q.prev.revenue],
    ['영업이익', q.op, q.prev.op],
    ['당기순이익', q.net, q.prev.net],
  ];
  const colours = ['#0b3a8c', '#1456d8', '#27c1e3'];
  const body = `
<header><div class="brand">CLEANAIR TECH · INVESTOR RELATIONS</div><h1>${q.label} 경영실적</h1><p>${q.period} · 연결 기준, 단위: 백만 원 · Performance Report ${key.toUpperCase().replace('-', ' ')}</p></header>
<div class="kpis">
<div class="kpi"><span>매출액</span><b>${won(q.revenue)}</b><span>전년 동기 대비 +${growth(q.revenue, q.prev.revenue)}</span></div>
<div class="kpi"><span>영업이익</span><b>${won(q.op)}</b><span>전년 동기 대비 +${growth(q.op, q.prev.op)}</span></div>
<div class="kpi"><span>영업이익률</span><b>${((q.op / q.revenue) * 100).toFixed(1)}%</b><span>전년 동기 ${((q.prev.op / q.prev.revenue) * 100).toFixed(1)}%</span></div>
<div class="kpi"><span>당기순이익</span><b>${won(q.net)}</b><span>전년 동기 대비 +${growth(q.net, q.prev.net)}</span></div>
</div>
<h2>요약 손익</h2>
<table><thead><tr><th>구분</th><th>${q.label}</th><th>전년 동기</th><th>증감률</th></tr></thead><tbody>
${rows.map(([label, now, before]) => `<tr><td>${label}</td><td>${won(now)}</td><td>${won(before)}</td><td>+${growth(now, before)}</td></tr>`).join('')}
</tbody></table>
<h2>사업부문별 매출</h2>
${bars(
  q.segments.map(([label, value], i) => [label, value, colours[i]]),
  '',
)}
<div class="two">
<div><h2>주요 성과</h2><ul>${q.highlights.map((item) => `<li>${item}</li>`).join('')}</ul></div>
<div><h2>전망</h2><ul>${q.outlook.map((item) => `<li>${item}</li>`).join('')}</ul></div>
</div>
<p class="note">이 자료는 외부감사인의 검토가 완료되지 않은 잠정 실적으로, 검토 과정에서 달라질 수 있습니다. 미래에 관한 전망은 현재의 사업 환경을 바탕으로 한 것으로 실제 결과와 다를 수 있습니다.<br>(주)클린에어텍 IR · ir@cleanairtech.co.kr · 052-270-1200</p>`;
  return page('ko', `클린에어텍 ${q.label} 경영실적`, body);
}

export function factSheetKo() {
  const body = `
<header><div class="brand">CLEANAIR TECH · FACT SHEET 2025</div><h1>클린에어텍 회사 개요</h1><p>깨끗한 공기를 만드는 기술 — 클린룸 구축부터 나노섬유 여과재까지 (2025년 2분기 기준)</p></header>
<div class="kpis">
<div class="kpi"><span>2024 매출액</span><b>845억 원</b><span>전년 대비 +38.0%</span></div>
<div class="kpi"><span>2024 영업이익</span><b>71억 원</b><span>영업이익률 8.4%</span></div>
<div class="kpi"><span>울산공장 생산능력</span><b>약 275억 원</b><span>연간</span></div>
<div class="kpi"><span>필터 수명</span><b>최대 4배</b><span>12~60개월 (기존 6~24개월)</span></div>
</div>
<div class="two">
<div><h2>회사 정보</h2><dl>
<dt>회사명</dt><dd>(주)클린에어텍</dd><dt>대표이사</dt><dd>한승우</dd><dt>설립일</dt><dd>2019년 3월 18일</dd>
<dt>본사·공장</dt><dd>울산광역시 울주군 온산읍 온산로 250</dd><dt>임직원</dt><dd>312명 (2025년 6월 말)</dd>
<dt>주요 사업</dt><dd>클린룸·드라이룸·GMP 룸 구축, 나노섬유 여과재, 생활 공기 브랜드</dd></dl></div>
<div><h2>사업 부문</h2><ul>
<li><b>E&amp;C사업</b>: 반도체 클린룸, 2차전지 드라이룸, 제약 GMP 룸 설계·시공</li>
<li><b>소재사업</b>: 나노섬유 여과재 Durafiltex (3D 여과, 정전 여과, 50nm 수준 나노 여과)</li>
<li><b>생활가전</b>: Aerea, Slown, Necove 브랜드</li>
</ul></div>
</div>
<h2>Durafiltex 핵심 지표</h2>
<table class="facts"><thead><tr><th>구분</th><th>기존 유리섬유 필터</th><th>Durafiltex</th></tr></thead><tbody>
<tr><td>필터 수명</td><td>6~24개월</td><td>12~60개월 (최대 4배)</td></tr>
<tr><td>압력손실</td><td>기준</td><td>최대 80% 감소</td></tr>
<tr><td>적용 분야</td><td>일반 공조</td><td>반도체 클린룸, AI 데이터센터, 2차전지 드라이룸, 다중이용시설 공조, 병원·제약 GMP, 친환경 공기청정기</td></tr>
</tbody></table>
<h2>요약 재무 (단위: 억 원)</h2>
<table><thead><tr><th>구분</th><th>2023</th><th>2024</th><th>2025 상반기</th></tr></thead><tbody>
<tr><td>매출액</td><td>612</td><td>845</td><td>479</td></tr><tr><td>영업이익</td><td>48</td><td>71</td><td>42</td></tr><tr><td>당기순이익</td><td>36</td><td>55</td><td>33</td></tr><tr><td>자산총계</td><td>1,020</td><td>1,311</td><td>1,398</td></tr>
</tbody></table>
<p class="note">IR 문의: ir@cleanairtech.co.kr · 052-270-1200 · 이 자료의 재무 수치는 연결 기준이며 2025 상반기는 잠정 실적입니다.</p>`;
  return page('ko', '클린에어텍 팩트시트 2025', body);
}

export function factSheetEn() {
  const body = `
<header><div class="brand">CLEANAIR TECH · FACT SHEET 2025</div><h1>CleanAir Tech at a glance</h1><p>Technology for clean air — from cleanroom construction to nano-fibre filter media (data as of 2025 Q2)</p></header>
<div class="kpis">
<div class="kpi"><span>2024 revenue</span><b>KRW 84.5 bn</b><span>+38.0% year on year</span></div>
<div class="kpi"><span>2024 operating profit</span><b>KRW 7.1 bn</b><span>8.4% margin</span></div>
<div class="kpi"><span>Ulsan plant capacity</span><b>KRW 27.5 bn</b><span>per year</span></div>
<div class="kpi"><span>Filter lifespan</span><b>Up to 4x</b><span>12–60 months (vs 6–24)</span></div>
</div>
<div class="two">
<div><h2>Company</h2><dl>
<dt>Name</dt><dd>CleanAir Tech Co., Ltd.</dd><dt>CEO</dt><dd>Seungwoo Han</dd><dt>Founded</dt><dd>18 March 2019</dd>
<dt>Head office and plant</dt><dd>250 Onsan-ro, Onsan-eup, Ulju-gun, Ulsan, Korea</dd><dt>Employees</dt><dd>312 (end of June 2025)</dd>
<dt>Business</dt><dd>Cleanrooms, dry rooms and GMP rooms; nano-fibre filter media; consumer air brands</dd></dl></div>
<div><h2>Business segments</h2><ul>
<li><b>E&amp;C</b>: semiconductor cleanrooms, secondary-battery dry rooms, pharmaceutical GMP rooms</li>
<li><b>Materials</b>: Durafiltex nano-fibre filter media (3D filtration, electrostatic filtration, nano filtration at the 50 nm level)</li>
<li><b>Consumer</b>: the Aerea, Slown and Necove brands</li>
</ul></div>
</div>
<h2>Durafiltex key figures</h2>
<table class="facts"><thead><tr><th>Item</th><th>Glass-fibre filters</th><th>Durafiltex</th></tr></thead><tbody>
<tr><td>Lifespan</td><td>6–24 months</td><td>12–60 months (up to 4x)</td></tr>
<tr><td>Pressure loss</td><td>Baseline</td><td>Up to 80% lower</td></tr>
<tr><td>Use cases</td><td>General HVAC</td><td>Semiconductor cleanrooms, AI data centres, battery dry rooms, public-building HVAC, hospital and pharma GMP, eco-friendly air purifiers</td></tr>
</tbody></table>
<h2>Financial summary (KRW bn)</h2>
<table><thead><tr><th>Item</th><th>2023</th><th>2024</th><th>2025 H1</th></tr></thead><tbody>
<tr><td>Revenue</td><td>61.2</td><td>84.5</td><td>47.9</td></tr><tr><td>Operating profit</td><td>4.8</td><td>7.1</td><td>4.2</td></tr><tr><td>Net profit</td><td>3.6</td><td>5.5</td><td>3.3</td></tr><tr><td>Total assets</td><td>102.0</td><td>131.1</td><td>139.8</td></tr>
</tbody></table>
<p class="note">Investor contact: ir@cleanairtech.co.kr · +82 52-270-1200 · Consolidated figures; 2025 H1 figures are preliminary.</p>`;
  return page('en', 'CleanAir Tech Fact Sheet 2025', body, 'compact');
}
