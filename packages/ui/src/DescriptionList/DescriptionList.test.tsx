import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DescriptionList } from './DescriptionList';

describe('DescriptionList', () => {
  it('pairs each term with its value, in order', () => {
    render(
      <DescriptionList
        items={[
          { term: '회사명', description: '한빛반도체' },
          { term: '문의 내용', description: '첫 줄\n둘째 줄', preformatted: true },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['회사명', '문의 내용']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '한빛반도체',
      '첫 줄\n둘째 줄',
    ]);
  });
});
