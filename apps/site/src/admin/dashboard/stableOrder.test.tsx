import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inSeenOrder, useStableOrder } from './stableOrder';

const row = (id: number) => ({ id });
const ids = (rows: readonly { id: number }[]) => rows.map((item) => item.id);

describe('rows stay where the person saw them', () => {
  it('keeps seen rows in place and puts rows new to the person after them', () => {
    expect(ids(inSeenOrder([row(3), row(1), row(2), row(9)], [1, 2, 3], (item) => item.id))).toEqual([
      1, 2, 3, 9,
    ]);
  });

  it('keeps the order through a refetch of the same view, and takes the server’s when the view changes', () => {
    const { result, rerender } = renderHook(
      ({ rows, view }) => useStableOrder(rows, view, (item) => item.id),
      {
        initialProps: { rows: [row(1), row(2), row(3)], view: 'updated_at-desc' },
      },
    );
    expect(ids(result.current)).toEqual([1, 2, 3]);
    // Row 3 was just published: its updated_at now sorts it first, but it stays under the pointer.
    rerender({ rows: [row(3), row(1), row(2)], view: 'updated_at-desc' });
    expect(ids(result.current)).toEqual([1, 2, 3]);
    rerender({ rows: [row(3), row(1), row(2)], view: 'updated_at-asc' });
    expect(ids(result.current)).toEqual([3, 1, 2]);
  });
});
