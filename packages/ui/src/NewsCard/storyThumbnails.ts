// Original, generated thumbnails for stories (no stock photos): abstract cleanroom grids and airflow lines.

function svgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function gridThumbnail(from: string, to: string, accent: string): string {
  const lines = Array.from({ length: 9 }, (_, index) => {
    const x = 40 + index * 60;
    return `<line x1="${x}" y1="0" x2="${x}" y2="270" stroke="${accent}" stroke-opacity="0.25"/>`;
  }).join('');
  const flows = Array.from({ length: 5 }, (_, index) => {
    const y = 50 + index * 42;
    return `<path d="M0 ${y} C 120 ${y - 30}, 240 ${y + 30}, 480 ${y}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>`;
  }).join('');
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 270"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="480" height="270" fill="url(#g)"/>${lines}${flows}</svg>`,
  );
}

export const storyThumbnails = {
  cleanroom: gridThumbnail('#071634', '#1397c9', '#27c1e3'),
  filter: gridThumbnail('#0b3a8c', '#27c1e3', '#ffffff'),
  dryroom: gridThumbnail('#0a1f44', '#1456d8', '#7fd3f0'),
} as const;
