import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormGrid, FormGridItem } from './FormGrid';

describe('FormGrid', () => {
  it('keeps its fields in the order given', () => {
    render(
      <FormGrid>
        <FormGridItem>
          <label>
            회사명 <input />
          </label>
        </FormGridItem>
        <FormGridItem span="full">
          <label>
            제목 <input />
          </label>
        </FormGridItem>
      </FormGrid>,
    );
    expect(screen.getAllByRole('textbox').map((box) => box.closest('label')?.textContent?.trim())).toEqual([
      '회사명',
      '제목',
    ]);
  });
});
