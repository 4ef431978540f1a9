import { describe, expect, it } from 'vitest';
import { reviewLink, reviewRequestMail } from './review-mail';

const review = {
  recipient: 'Admin@Example.com',
  kind: 'news',
  itemId: 42,
  pendingVersion: false,
  title: '신제품 출시 안내',
  requestedBy: 'editor@example.com',
  message: '첫 문단을 봐 주세요.\nBcc: someone@evil.example',
  createdAt: '2026-11-26 20:44 KST',
};

describe('reviewRequestMail', () => {
  it('tells the admin who asked about which item, when, with the link and the quoted message', () => {
    const mail = reviewRequestMail(review, 'https://www.example.com');
    expect(mail.to).toEqual({ name: '', address: 'Admin@Example.com' });
    expect(mail.subject).toBe('[검토 요청] 신제품 출시 안내');
    expect(mail.text).toContain('editor@example.com 님이 검토를 요청했습니다.');
    expect(mail.text).toContain('대상: 초안');
    expect(mail.text).toContain('요청 일시: 2026-11-26 20:44 KST');
    expect(mail.text).toContain('편집 화면: https://www.example.com/admin/news/42');
    expect(mail.text).toContain('| Bcc: someone@evil.example');
    expect(mail.text.split('\n')).not.toContain('Bcc: someone@evil.example');
  });

  it('names a pending version, and leaves out an absent message', () => {
    const mail = reviewRequestMail({ ...review, pendingVersion: true, message: null });
    expect(mail.text).toContain('대상: 대기 버전');
    expect(mail.text).not.toContain('메시지:');
    expect(mail.text).toContain('편집 화면: /admin/news/42');
  });

  it('keeps the subject on one line', () => {
    expect(reviewRequestMail({ ...review, title: '제목\r\nBcc: x@evil.example' }).subject).not.toMatch(
      /[\r\n]/,
    );
  });
});

describe('reviewLink', () => {
  it('is the item’s editor on the site', () => {
    expect(reviewLink({ kind: 'youtube', itemId: 7 }, 'https://site.example')).toBe(
      'https://site.example/admin/youtube/7',
    );
  });
});
