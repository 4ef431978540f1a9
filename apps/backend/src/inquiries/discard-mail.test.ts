import { describe, expect, it } from 'vitest';
import { historyLink, pendingDiscardedMail } from './discard-mail';

const discarded = {
  recipient: 'Editor@Example.com',
  kind: 'news',
  itemId: 42,
  title: '신제품 출시 안내',
  discardedBy: 'admin@example.com',
  discardedAt: '2026-12-02 10:05 KST',
  proposedAt: '2026-12-02 09:40 KST',
};

describe('pendingDiscardedMail', () => {
  it('tells the author who discarded their proposal of which item, when, and where to restore it', () => {
    const mail = pendingDiscardedMail(discarded, 'https://www.example.com');
    expect(mail.to).toEqual({ name: '', address: 'Editor@Example.com' });
    expect(mail.subject).toBe('[대기 버전 버림] 신제품 출시 안내');
    expect(mail.text).toContain(
      'admin@example.com 님이 ‘신제품 출시 안내’에 작성하신 대기 버전을 버렸습니다.',
    );
    expect(mail.text).toContain('작성 일시: 2026-12-02 09:40 KST');
    expect(mail.text).toContain('버린 일시: 2026-12-02 10:05 KST');
    expect(mail.text).toContain('항목 기록: https://www.example.com/admin/news/42/history');
  });

  it('names the operator for a discard without a person, and keeps the subject on one line', () => {
    const mail = pendingDiscardedMail({
      ...discarded,
      discardedBy: '',
      title: '제목\r\nBcc: x@evil.example',
    });
    expect(mail.text).toContain('운영자 님이');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('항목 기록: /admin/news/42/history');
  });
});

describe('historyLink', () => {
  it('is the item’s history on the site', () => {
    expect(historyLink({ kind: 'youtube', itemId: 7 }, 'https://site.example')).toBe(
      'https://site.example/admin/youtube/7/history',
    );
  });
});
