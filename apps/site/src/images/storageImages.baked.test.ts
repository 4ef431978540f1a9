import { afterEach, describe, expect, it, vi } from 'vitest';

describe('a static build baked against hosted Supabase', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('sends the sample content’s relative images to the project’s Storage, sized', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'https://abcdefgh.supabase.co/');
    const { shareImage, storageImage } = await import('./storageImages');
    expect(storageImage('/storage/v1/object/public/news-images/seed/a.webp', 'navigation').src).toBe(
      'https://abcdefgh.supabase.co/storage/v1/render/image/public/news-images/seed/a.webp?width=160&height=90&resize=cover',
    );
    expect(shareImage('/storage/v1/object/public/news-images/seed/a.webp').url).toMatch(
      /^https:\/\/abcdefgh\.supabase\.co\/storage\/v1\/render\/image\/public\/news-images\/seed\/a\.webp\?/,
    );
    expect(storageImage('/media/hero.webp', 'card').src).toBe('/media/hero.webp');
  });

  it('links the originals, on the project’s Storage, where the project has no image transformations', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'https://abcdefgh.supabase.co');
    vi.stubEnv('VITE_IMAGE_TRANSFORMATIONS', 'off');
    const { shareImage, storageImage } = await import('./storageImages');
    expect(storageImage('/storage/v1/object/public/news-images/seed/a.webp', 'card')).toEqual({
      src: 'https://abcdefgh.supabase.co/storage/v1/object/public/news-images/seed/a.webp',
    });
    expect(shareImage('/storage/v1/object/public/news-images/seed/a.webp')).toEqual({
      url: 'https://abcdefgh.supabase.co/storage/v1/object/public/news-images/seed/a.webp',
    });
  });
});
