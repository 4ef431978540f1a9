import { describe, expect, it } from 'vitest';
import { kstMoment } from '../time/kst';
import { comparableValue, comparedFields, readableVersion } from './revisionFields';

describe('comparableValue', () => {
  it('reads a body as its text, one block a line', () => {
    expect(comparableValue('content', '<p>첫 문단</p><p><strong>둘째</strong> 문단</p>')).toBe(
      '첫 문단\n둘째 문단',
    );
  });
  it('keeps other fields as they are and empties nulls', () => {
    expect(comparableValue('title', '<b>제목</b>')).toBe('<b>제목</b>');
    expect(comparableValue('title_en', null)).toBe('');
    expect(comparableValue('published_at', undefined)).toBe('');
  });
});

describe('comparedFields', () => {
  it('lists the fields of the kind in order, with labels', () => {
    const fields = comparedFields(
      'youtube',
      { title: '이전 제목', video_id: 'abc', status: 'draft', published_at: null, title_en: null },
      {
        title: '새 제목',
        video_id: 'abc',
        status: 'published',
        published_at: '2026-11-27T00:00:00Z',
        title_en: 'New',
      },
      (field) => `label:${field}`,
    );
    expect(fields).toEqual([
      { label: 'label:title', before: '이전 제목', after: '새 제목' },
      { label: 'label:video_id', before: 'abc', after: 'abc' },
      { label: 'label:title_en', before: '', after: 'New' },
      { label: 'label:status', before: 'draft', after: 'published' },
      { label: 'label:published_at', before: '', after: '2026-11-27T00:00:00Z' },
    ]);
  });
});

describe('readableVersion', () => {
  it('words the status and the moment, and leaves the content as it is', () => {
    const words = { draft: '임시 저장', published: '게시됨' } as const;
    const version = readableVersion(
      { title: '소식', status: 'published', published_at: '2026-11-26T11:44:50.351+00:00' },
      (status) => words[status],
      kstMoment,
    );
    expect(version).toEqual({ title: '소식', status: '게시됨', published_at: '2026-11-26 20:44 KST' });
    expect(
      readableVersion({ status: 'draft', published_at: null }, (status) => words[status], kstMoment),
    ).toEqual({
      status: '임시 저장',
      published_at: null,
    });
  });
});
