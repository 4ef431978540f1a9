import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ButtonLink } from './ButtonLink';

describe('ButtonLink', () => {
  it('is a link with its fuller name when given', () => {
    render(
      <ButtonLink href="/news/3/edit" aria-label="수정: 클린룸 수주">
        수정
      </ButtonLink>,
    );
    expect(screen.getByRole('link', { name: '수정: 클린룸 수주' })).toHaveAttribute('href', '/news/3/edit');
  });
});
