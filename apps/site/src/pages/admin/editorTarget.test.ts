import { describe, expect, it } from 'vitest';
import { editorTarget } from './EditorRedirectPage';

describe('editorTarget', () => {
  it('leads each of the spec’s editor addresses into the dashboard’s editor', () => {
    expect(editorTarget('newsroom_news_editor', undefined)).toBe('/admin/news/new');
    expect(editorTarget('newsroom_youtube_editor', undefined)).toBe('/admin/youtube/new');
    expect(editorTarget('ir_announcement_editor', undefined)).toBe('/admin/announcement/new');
    expect(editorTarget('ir_shareholders_editor', undefined)).toBe('/admin/shareholders/new');
    expect(editorTarget('news_edit', '42')).toBe('/admin/news/42');
    expect(editorTarget('news_edit', '4x')).toBe('/admin');
  });
});
