import { describe, expect, it } from 'vitest';
import { checkTitledEnglish, checkWholeEnglish, englishTitle } from './englishVersion';

describe('the English version an editor saves', () => {
  it('news and announcements: none when both fields are empty', () => {
    expect(checkWholeEnglish('  ', '<p></p>')).toEqual({
      ok: true,
      values: { title_en: null, content_en: null },
    });
  });

  it('news and announcements: a trimmed title with a body that has text', () => {
    expect(checkWholeEnglish(' Plant opens ', '<p>Opened.</p>')).toEqual({
      ok: true,
      values: { title_en: 'Plant opens', content_en: '<p>Opened.</p>' },
    });
  });

  it('news and announcements: refuses half a version, in either direction', () => {
    const refused = { ok: false, error: 'admin:languages.english_incomplete' };
    expect(checkWholeEnglish('Plant opens', '<p> </p>')).toEqual(refused);
    expect(checkWholeEnglish('', '<p>Opened.</p>')).toEqual(refused);
    expect(checkWholeEnglish('', '<p><img src="/x.png" alt=""></p>')).toEqual(refused);
  });

  it('shareholder notices: a title alone is a version (with an empty body), a body alone is not', () => {
    expect(checkTitledEnglish('AGM notice', '<p></p>')).toEqual({
      ok: true,
      values: { title_en: 'AGM notice', content_en: '' },
    });
    expect(checkTitledEnglish('', '<p>Agenda</p>')).toEqual({
      ok: false,
      error: 'admin:languages.english_title_needed',
    });
    expect(checkTitledEnglish(' ', '')).toEqual({ ok: true, values: { title_en: null, content_en: null } });
  });

  it('videos: a trimmed English title or none', () => {
    expect(englishTitle('  Company film ')).toBe('Company film');
    expect(englishTitle('   ')).toBeNull();
  });
});
