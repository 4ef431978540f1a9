/** Tiny builders for the HTML the Tiptap editor produces, so the sample bodies stay readable. */

export const SEED_IMAGE_BASE = '/storage/v1/object/public/news-images/seed/';

export const imageUrl = (file) => `${SEED_IMAGE_BASE}${file}`;

export const img = (file, alt) => `<img src="${imageUrl(file)}" alt="${alt}">`;
export const p = (text) => `<p>${text}</p>`;
export const centered = (text) => `<p style="text-align: center">${text}</p>`;
export const h2 = (text) => `<h2>${text}</h2>`;
export const h3 = (text) => `<h3>${text}</h3>`;
export const ul = (items) => `<ul>${items.map((item) => `<li><p>${item}</p></li>`).join('')}</ul>`;
export const ol = (items) => `<ol>${items.map((item) => `<li><p>${item}</p></li>`).join('')}</ol>`;
export const quote = (text) => `<blockquote><p>${text}</p></blockquote>`;

/** Joins blocks into one body. */
export const body = (...blocks) => blocks.join('');

/** A created_at in Korean time, 10:00 unless told. */
export const at = (date, time = '10:00') => `${date}T${time}:00+09:00`;
