// Original, generated images for stories (no stock photos): a logo, its mark and an airflow illustration.

function svgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const mark = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><rect width="48" height="48" rx="12" fill="#0b2a4a"/><path d="M10 30c8-12 20-12 28 0M10 20c8-12 20-12 28 0" stroke="#22c3e6" stroke-width="4" fill="none" stroke-linecap="round"/></g>`;

/** The logo: mark and logotype, 330×64. */
export const storyLogo = svgDataUri(
  `<svg xmlns="http://www.w3.org/2000/svg" width="330" height="64" viewBox="0 0 330 64">${mark(8, 8)}<text x="70" y="42" font-family="sans-serif" font-size="26" font-weight="700" fill="#0b2a4a">CleanAir Tech</text></svg>`,
);

/** The symbol alone, 64×64. */
export const storyMark = svgDataUri(
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${mark(8, 8)}</svg>`,
);

/** Airflow lines through filter layers, 800×500. */
export const storyIllustration = svgDataUri(
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500"><rect width="800" height="500" fill="#eef6fb"/>${Array.from(
    { length: 7 },
    (_, index) =>
      `<path d="M0 ${80 + index * 55} C 250 ${40 + index * 55}, 550 ${120 + index * 55}, 800 ${80 + index * 55}" stroke="#1f6fb2" stroke-opacity="0.5" stroke-width="3" fill="none"/>`,
  ).join(
    '',
  )}<rect x="360" y="40" width="24" height="420" fill="#0b2a4a" fill-opacity="0.8"/><rect x="420" y="40" width="24" height="420" fill="#22c3e6" fill-opacity="0.6"/></svg>`,
);

/** A neutral drawn portrait (no real person, no face details), 320×400. */
export const storyPortrait = svgDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="400" viewBox="0 0 320 400"><rect width="320" height="400" fill="#e6eefc"/><path d="M40 400c0-86 44-128 120-136 76 8 120 50 120 136z" fill="#0a1f44"/><path d="M136 268l24 40 24-40-6-18h-36z" fill="#fff"/><ellipse cx="160" cy="178" rx="52" ry="64" fill="#e6c4a6"/><path d="M104 172c-6-66 20-104 56-104s62 38 56 104c-6-30-26-50-56-52-30 2-50 22-56 52z" fill="#2a2f3a"/></svg>',
);
