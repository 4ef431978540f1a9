// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INQUIRY_MIN_FILL_MS, inquiryHoldMs } from './inquiries';

const migration = readFileSync(
  resolve(
    dirname(fileURLToPath(import.meta.url)),
    '../../../../supabase/migrations/20261126000000_inquiries.sql',
  ),
  'utf8',
);

describe('an early send is held, not refused', () => {
  it('waits for the database’s least fill time, with a margin, counted from when the form became interactive', () => {
    expect(inquiryHoldMs(1_000, 1_500)).toBe(INQUIRY_MIN_FILL_MS + 250 - 500);
    expect(inquiryHoldMs(1_000, 1_000 + INQUIRY_MIN_FILL_MS + 250)).toBe(0);
    expect(inquiryHoldMs(1_000, 60_000)).toBe(0);
  });

  it('knows the least fill time the database checks', () => {
    const [, minFill] = /select \d+, (\d+) \$\$/.exec(migration) ?? [];
    expect(Number(minFill)).toBe(INQUIRY_MIN_FILL_MS);
  });
});
