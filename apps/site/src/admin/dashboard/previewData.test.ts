import { describe, expect, it } from 'vitest';
import { withPendingFields } from './previewData';

describe('the preview of a pending version', () => {
  const live = {
    id: 7,
    title: '게시된 제목',
    content: '<p>게시된 본문</p>',
    status: 'published',
    version: 3,
  };
  const versions = [
    { id: 11, fields: { title: '다른 사람의 제안' } },
    { id: 12, fields: { title: '대기 중인 새 제목', content: '<p>새 본문</p>' } },
  ];

  it('shows the proposed fields over the live item, which keeps its status and version', () => {
    expect(withPendingFields(live, versions, 12)).toEqual({
      ...live,
      title: '대기 중인 새 제목',
      content: '<p>새 본문</p>',
    });
  });

  it('is nothing once the pending version is gone (published or discarded)', () => {
    expect(withPendingFields(live, versions, 99)).toBeNull();
  });
});
