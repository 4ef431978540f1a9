import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

function image(html: string): HTMLImageElement {
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  const found = template.content.querySelector('img');
  if (!found) throw new Error(`no image in ${template.innerHTML}`);
  return found;
}

describe('sanitizeHtml and the images of a body', () => {
  it('serves an upload through the transformation, in widths up to its stored width, for the reading column', () => {
    const img = image(
      '<p><img src="/storage/v1/object/public/news-images/news/a.jpg" alt="공장" width="4000" height="3000"></p>',
    );
    expect(img.getAttribute('src')).toBe('/storage/v1/render/image/public/news-images/news/a.jpg?width=960');
    expect(img.getAttribute('srcset')?.split(', ')).toEqual(
      [320, 640, 960, 1280, 1920].map(
        (width) => `/storage/v1/render/image/public/news-images/news/a.jpg?width=${width} ${width}w`,
      ),
    );
    expect(img.getAttribute('sizes')).toBe('(min-width: 900px) 860px, 100vw');
    expect(img.getAttribute('alt')).toBe('공장');
    expect(img.getAttribute('decoding')).toBe('async');
    // The size the editor stored stays, so the text does not move while it loads.
    expect(img.getAttribute('width')).toBe('4000');
    expect(img.getAttribute('height')).toBe('3000');
  });

  it('gives an upload of unknown width one middle width, on whichever Storage holds it', () => {
    const img = image('<img src="https://x.supabase.co/storage/v1/object/public/news-images/news/a.jpg">');
    expect(img.getAttribute('src')).toBe(
      'https://x.supabase.co/storage/v1/render/image/public/news-images/news/a.jpg?width=960',
    );
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });

  it('leaves other images at their URL, and still drops unsafe ones', () => {
    const other = image('<img src="/media/diagram.webp" alt="">');
    expect(other.getAttribute('src')).toBe('/media/diagram.webp');
    expect(other.hasAttribute('srcset')).toBe(false);
    expect(other.getAttribute('decoding')).toBe('async');

    const unsafe = image(
      '<img src="javascript:alert(1)" onerror="alert(1)" srcset="javascript:alert(2) 1x">',
    );
    expect(unsafe.hasAttribute('src')).toBe(false);
    expect(unsafe.hasAttribute('onerror')).toBe(false);
    expect(unsafe.hasAttribute('srcset')).toBe(false);
  });
});
