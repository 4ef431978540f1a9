/**
 * Original abstract artwork for stories and tests (no stock photos): a gradient field with a thin
 * cleanroom grid and airflow lines, as an SVG data URL. `hue` shifts the palette between samples.
 */
export function sampleArt(hue: number, width = 1200, height = 800): string {
  const lines = Array.from({ length: 9 }, (_, i) => {
    const y = (height / 10) * (i + 1);
    return `<path d="M0 ${y} C ${width * 0.3} ${y - 60}, ${width * 0.6} ${y + 60}, ${width} ${y - 20}" stroke="rgba(255,255,255,0.22)" stroke-width="2" fill="none"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 70% 14%)"/><stop offset="0.55" stop-color="hsl(${hue + 12} 75% 32%)"/><stop offset="1" stop-color="hsl(${hue + 24} 80% 52%)"/>
</linearGradient>
<pattern id="p" width="80" height="80" patternUnits="userSpaceOnUse"><path d="M80 0H0V80" fill="none" stroke="rgba(255,255,255,0.12)"/></pattern></defs>
<rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" fill="url(#p)"/>${lines}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
