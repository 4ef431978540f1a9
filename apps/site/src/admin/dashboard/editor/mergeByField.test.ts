import { describe, expect, it } from 'vitest';
import { type FormValues, valuesOf } from './itemFields';
import { mergeByField, resolveConflicts } from './mergeByField';

const base: FormValues = {
  ...valuesOf('news'),
  title: '원래 제목',
  content: '<p>원래 본문</p>',
  thumbnail: '/media/a.webp',
};

describe('mergeByField', () => {
  it('keeps a field only I changed and takes a field only they changed', () => {
    const mine = { ...base, content: '<p>내가 고친 본문</p>' };
    const theirs = { ...base, title: '관리자가 고친 제목' };
    expect(mergeByField('news', base, mine, theirs)).toEqual({
      merged: { ...base, title: '관리자가 고친 제목', content: '<p>내가 고친 본문</p>' },
      conflicts: [],
      theirsTaken: ['title'],
    });
  });

  it('asks only about a field both changed differently; the same change is no conflict', () => {
    const mine = { ...base, title: '내 제목', content: '<p>같은 고침</p>', thumbnail_alt: '내 설명' };
    const theirs = { ...base, title: '그쪽 제목', content: '<p>같은 고침</p>', title_en: 'Their title' };
    const merge = mergeByField('news', base, mine, theirs);
    expect(merge.conflicts).toEqual(['title']);
    expect(merge.theirsTaken).toEqual(['title_en']);
    expect(merge.merged).toMatchObject({
      title: '내 제목',
      thumbnail_alt: '내 설명',
      title_en: 'Their title',
    });
    expect(resolveConflicts(merge, theirs, 'theirs')).toMatchObject({
      title: '그쪽 제목',
      thumbnail_alt: '내 설명',
      title_en: 'Their title',
    });
    expect(resolveConflicts(merge, theirs, 'mine').title).toBe('내 제목');
  });

  it('treats an empty editor as no body on either side', () => {
    const empty = { ...base, content: '' };
    const merge = mergeByField(
      'news',
      empty,
      { ...empty, content: '<p></p>' },
      { ...empty, title: '새 제목' },
    );
    expect(merge.conflicts).toEqual([]);
    expect(merge.merged.title).toBe('새 제목');
  });

  it('looks only at the kind’s own fields', () => {
    const video = { ...valuesOf('youtube'), title: '영상', video_id: 'abc' };
    const merge = mergeByField(
      'youtube',
      video,
      { ...video, title: '내 영상' },
      { ...video, video_id: 'xyz' },
    );
    expect(merge).toMatchObject({ conflicts: [], theirsTaken: ['video_id'] });
    expect(merge.merged).toMatchObject({ title: '내 영상', video_id: 'xyz' });
  });
});
