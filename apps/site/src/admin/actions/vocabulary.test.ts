import { describe, expect, it } from 'vitest';
import enAdmin from '../../../../../locales/en/admin.json';
import koAdmin from '../../../../../locales/ko/admin.json';
import { actionKey, actionWords } from './vocabulary';

describe('the one vocabulary of actions', () => {
  it('keys every action under admin:actions and nothing else', () => {
    expect(actionKey('schedule')).toBe('admin:actions.schedule');
    expect(actionKey('update')).toBe('admin:actions.update');
    expect(actionKey('drop_table')).toBeUndefined();
  });

  it('has a word for every action in both languages', () => {
    for (const word of actionWords) {
      expect(koAdmin.actions[word], word).toBeTruthy();
      expect(enAdmin.actions[word], word).toBeTruthy();
    }
  });

  it('reads scheduling as 예약 and the other content changes in their words', () => {
    expect(koAdmin.actions).toMatchObject({
      insert: '작성',
      update: '수정',
      publish: '게시',
      unpublish: '게시 취소',
      schedule: '예약',
      delete: '삭제',
      restore: '복원',
    });
  });

  it('is the only place the words live: the audit log and the history keep none of their own', () => {
    expect('actions' in koAdmin.audit).toBe(false);
    expect('actions' in koAdmin.history).toBe(false);
  });
});
