import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClaimCard, ClaimCards } from './ClaimCard';

describe('ClaimCard', () => {
  it('is a region named by its topic, with the claim and its evidence', () => {
    render(
      <ClaimCards>
        <ClaimCard label="수명" headline="2배 오래">
          <p>차트</p>
        </ClaimCard>
      </ClaimCards>,
    );
    const region = screen.getByRole('region', { name: '수명' });
    expect(region).toHaveTextContent('2배 오래');
    expect(region).toHaveTextContent('차트');
  });
});
