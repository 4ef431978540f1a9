import { describe, expect, it } from 'vitest';
import { missingFieldsOf } from './publishRefusal';

describe('missingFieldsOf', () => {
  it("reads the fields the database's refusal to publish names", () => {
    const refusal = {
      code: 'PT422',
      message: 'This item cannot be published without: thumbnail, content.',
      details: '{"missing": ["thumbnail", "content"]}',
    };
    expect(missingFieldsOf(refusal)).toEqual(['thumbnail', 'content']);
  });

  it('is null for any other error, or a detail it cannot read', () => {
    expect(missingFieldsOf({ code: 'PT409', details: '{"missing": ["content"]}' })).toBeNull();
    expect(missingFieldsOf({ code: 'PT422', details: 'not json' })).toBeNull();
    expect(missingFieldsOf({ code: 'PT422', details: '{"missing": ["created_at"]}' })).toBeNull();
    expect(missingFieldsOf(new Error('offline'))).toBeNull();
    expect(missingFieldsOf(null)).toBeNull();
  });
});
