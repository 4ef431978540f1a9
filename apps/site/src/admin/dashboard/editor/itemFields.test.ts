import { describe, expect, it } from 'vitest';
import { checkForm, type FormValues, hasField, kindFields, valuesDiffer } from './itemFields';

const empty: FormValues = {
  thumbnail: '',
  thumbnail_alt: '',
  thumbnail_alt_en: '',
  meeting_date: '',
  title: '',
  content: '',
  video_id: '',
  title_en: '',
  content_en: '',
};

describe('the field list of each kind', () => {
  it('drives one form for news, video, e-notice and shareholder notice', () => {
    expect(kindFields.news).toEqual([
      'thumbnail',
      'thumbnail_alt',
      'title',
      'content',
      'title_en',
      'content_en',
      'thumbnail_alt_en',
    ]);
    expect(kindFields.youtube).toEqual(['title', 'title_en', 'video_id']);
    expect(hasField('announcement', 'thumbnail')).toBe(false);
    expect(hasField('shareholders', 'meeting_date')).toBe(true);
    expect(hasField('youtube', 'content')).toBe(false);
  });

  it('compares only the fields a kind shows', () => {
    expect(valuesDiffer('youtube', empty, { ...empty, content: '<p>x</p>' })).toBe(false);
    expect(valuesDiffer('news', empty, { ...empty, content: '<p>x</p>' })).toBe(true);
    // An empty rich editor reports <p></p>: that is no change.
    expect(valuesDiffer('news', empty, { ...empty, content_en: '<p></p>' })).toBe(false);
    expect(valuesDiffer('news', empty, { ...empty, content_en: '<p><img src="/a.png" alt="a"></p>' })).toBe(
      true,
    );
  });
});

describe('checkForm', () => {
  it('publishes news only with title, thumbnail and a body with text (tags stripped, trimmed), naming each missing field', () => {
    const check = checkForm('news', { ...empty, thumbnail: '', content: '<p> </p>' }, 'publish');
    expect(check).toMatchObject({
      ok: false,
      error: 'admin:news_edit.required',
      language: 'ko',
      fields: {
        title: 'admin:form_guide.title_missing',
        thumbnail: 'admin:form_guide.thumbnail_missing',
        content: 'admin:form_guide.content_missing',
      },
    });
    const ok = checkForm(
      'news',
      { ...empty, title: ' 제목 ', thumbnail: '/a.png', thumbnail_alt: ' 클린룸 ', content: '<p>본문</p>' },
      'publish',
    );
    expect(ok).toEqual({
      ok: true,
      row: {
        title: '제목',
        content: '<p>본문</p>',
        thumbnail: '/a.png',
        thumbnail_alt: '클린룸',
        thumbnail_alt_en: null,
        title_en: null,
        content_en: null,
      },
    });
  });

  it('saves a draft with only a title, the empty thumbnail and body as null', () => {
    expect(checkForm('news', { ...empty, title: '초안' }, 'draft')).toEqual({
      ok: true,
      row: {
        title: '초안',
        content: null,
        thumbnail: null,
        thumbnail_alt: null,
        thumbnail_alt_en: null,
        title_en: null,
        content_en: null,
      },
    });
    expect(checkForm('announcement', { ...empty, title: '공고' }, 'draft')).toMatchObject({
      ok: true,
      row: { title: '공고', content: null },
    });
    expect(checkForm('announcement', { ...empty, title: '공고' }, 'publish')).toMatchObject({
      ok: false,
      fields: { content: 'admin:form_guide.content_missing' },
    });
    expect(checkForm('news', { ...empty }, 'draft')).toMatchObject({
      ok: false,
      fields: { title: 'admin:form_guide.title_missing' },
    });
  });

  it('marks the body holding an image without a description', () => {
    const check = checkForm(
      'news',
      { ...empty, title: '초안', content: '<p>a</p><img src="/a.png" alt="">' },
      'draft',
    );
    expect(check).toMatchObject({ ok: false, fields: { content: 'admin:body_image.missing_alt' } });
  });

  it('reduces a video link to its key and refuses nonsense', () => {
    expect(
      checkForm('youtube', { ...empty, title: '영상', video_id: 'https://youtu.be/dQw4w9WgXcQ' }),
    ).toEqual({ ok: true, row: { title: '영상', video_id: 'dQw4w9WgXcQ', title_en: null } });
    expect(checkForm('youtube', { ...empty, title: '영상', video_id: 'nope' })).toMatchObject({
      ok: false,
      error: 'admin:youtube_editor.invalid_key',
    });
  });

  it('keeps English whole and a shareholder notice’s date', () => {
    expect(
      checkForm('announcement', { ...empty, title: '공고', content: '<p>내용</p>', title_en: 'T' }),
    ).toMatchObject({
      ok: false,
      language: 'en',
      fields: { content_en: 'admin:languages.english_incomplete' },
    });
    expect(checkForm('shareholders', { ...empty, title: '주총', meeting_date: '2026-03-20' })).toEqual({
      ok: true,
      row: { title: '주총', content: '', meeting_date: '2026-03-20', title_en: null, content_en: null },
    });
  });
});
