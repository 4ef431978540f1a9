import { describe, expect, it } from 'vitest';
import { lookupTranslation } from './lookup';

// The exact texts the specification names, with their English translations.
const specTexts: [key: string, ko: string, en: string][] = [
  ['newsroom:news.empty', '뉴스 데이터 없음', 'No news data'],
  ['newsroom:youtube.empty', '뉴스 데이터 없음', 'No news data'],
  ['ir:announcement.empty', '전자공고 데이터 없음', 'No e-notice data'],
  ['newsroom:detail.back_to_list', '목록', 'List'],
  ['ir:announcement.back_to_list', '목록', 'List'],
  ['newsroom:detail.previous', '[이전글]', '[Previous]'],
  ['newsroom:detail.next', '[다음글]', '[Next]'],
  ['admin:login.title', '관리자 로그인', 'Administrator sign-in'],
  ['admin:login.username', '아이디', 'Username'],
  ['admin:login.username_placeholder', '아이디를 입력하세요', 'Enter your username'],
  ['admin:login.password', '비밀번호', 'Password'],
  ['admin:login.password_placeholder', '비밀번호를 입력하세요', 'Enter your password'],
  ['admin:login.submit', '로그인', 'Sign in'],
  ['admin:login.submitting', '로그인 중...', 'Signing in...'],
  ['admin:login.error', '아이디 또는 비밀번호가 잘못되었습니다.', 'The username or password is incorrect.'],
  [
    'admin:delete.confirm',
    '정말로 이 게시물을 삭제하시겠습니까?',
    'Are you sure you want to delete this post?',
  ],
  ['admin:delete.deleting', '삭제 중...', 'Deleting...'],
  ['admin:delete.success', '게시물이 성공적으로 삭제되었습니다.', 'The post was deleted successfully.'],
  [
    'admin:delete.failure',
    '게시물 삭제 중 오류가 발생했습니다:',
    'An error occurred while deleting the post:',
  ],
  ['admin:news_edit.title', '뉴스 수정', 'Edit news'],
  ['admin:news_edit.loading', '뉴스 데이터를 불러오는 중...', 'Loading news data...'],
  ['admin:news_edit.current_thumbnail', '현재 썸네일', 'Current thumbnail'],
  ['admin:news_edit.new_thumbnail_preview', '새 썸네일 미리보기', 'New thumbnail preview'],
  // The spec's help named PNG, JPG and GIF; the bucket also takes WebP, and the help names what it takes.
  [
    'admin:news_edit.thumbnail_help',
    'PNG, JPG, GIF 또는 WebP (최대 10MB)',
    'PNG, JPG, GIF or WebP (max 10MB)',
  ],
  ['admin:news_edit.cancel', '취소', 'Cancel'],
  ['admin:news_edit.submit', '수정 완료', 'Save changes'],
  ['admin:news_edit.saving', '저장 중...', 'Saving...'],
  [
    'admin:news_edit.cancel_confirm',
    '수정을 취소하시겠습니까? 변경사항이 저장되지 않습니다.',
    'Cancel editing? Your changes will not be saved.',
  ],
  [
    'admin:news_edit.required',
    '제목/썸네일/본문을 모두 입력해야 합니다.',
    'You must enter a title, a thumbnail and a body.',
  ],
  ['admin:news_edit.image_upload_failed', '이미지 업로드 실패', 'Image upload failed'],
  [
    'admin:news_edit.thumbnail_upload_failed',
    '썸네일 업로드에 실패했습니다.',
    'The thumbnail upload failed.',
  ],
  ['admin:news_edit.save_failed', '수정 실패: {{message}}', 'Update failed: {{message}}'],
  ['admin:news_edit.load_failed', '뉴스 데이터를 불러오는데 실패했습니다.', 'Failed to load the news data.'],
  ['admin:guard.no_access', '접근 권한이 없습니다.', 'You do not have permission to access this page.'],
  ['admin:youtube_editor.required', '제목/인덱스를 모두 입력해야 함', 'You must enter both title and index'],
  ['admin:youtube_editor.saved', '저장 성공!', 'Saved successfully!'],
  ['admin:youtube_editor.save_failed', '저장 실패: {{message}}', 'Save failed: {{message}}'],
];

describe('the texts of the specification', () => {
  it.each(specTexts)('%s reads exactly as specified', (key, ko, en) => {
    expect(lookupTranslation('ko', key)).toBe(ko);
    expect(lookupTranslation('en', key)).toBe(en);
  });

  it('has the intro overlay text', () => {
    expect(lookupTranslation('ko', 'company:intro.main_text')).toMatch(/[가-힣]/);
    expect(lookupTranslation('en', 'company:intro.main_text')).toMatch(/[A-Za-z]/);
  });

  it('finds nothing for unknown or malformed keys', () => {
    expect(lookupTranslation('ko', 'admin:login.nope')).toBeUndefined();
    expect(lookupTranslation('ko', 'admin:login')).toBeUndefined();
    expect(lookupTranslation('ko', 'no-namespace')).toBeUndefined();
  });
});
