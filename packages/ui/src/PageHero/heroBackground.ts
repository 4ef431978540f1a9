/** An abstract cleanroom-grid illustration as a data URL, so the stories need no image files. */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="480" viewBox="0 0 1440 480">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#071634"/><stop offset="0.5" stop-color="#0b3a8c"/><stop offset="1" stop-color="#1397c9"/></linearGradient>
<pattern id="p" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="#ffffff" stroke-opacity="0.12"/></pattern></defs>
<rect width="1440" height="480" fill="url(#g)"/><rect width="1440" height="480" fill="url(#p)"/>
<g fill="none" stroke="#27c1e3" stroke-opacity="0.5" stroke-width="2"><path d="M0 360 C 360 300, 720 420, 1440 320"/><path d="M0 400 C 400 340, 800 460, 1440 370"/><path d="M0 320 C 320 260, 760 380, 1440 270"/></g>
</svg>`;

export const heroBackground = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A light, warm illustration: the scrim must keep white text legible on art as bright as this. */
const brightSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="480" viewBox="0 0 1440 480">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d8705a"/><stop offset="0.5" stop-color="#ffb089"/><stop offset="1" stop-color="#fff1ea"/></linearGradient></defs>
<rect width="1440" height="480" fill="url(#g)"/>
<g fill="#ffffff"><circle cx="300" cy="200" r="60"/><circle cx="900" cy="300" r="90"/><circle cx="1200" cy="120" r="40"/></g>
</svg>`;

export const brightHeroBackground = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(brightSvg)}`;
