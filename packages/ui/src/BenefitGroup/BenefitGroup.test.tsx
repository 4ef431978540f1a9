import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BenefitGroup, BenefitGroups } from './BenefitGroup';

describe('BenefitGroup', () => {
  it('is a region named by its numbered h2, listing its items as h3s', () => {
    render(
      <BenefitGroups>
        <BenefitGroup
          index={2}
          title="건강"
          subtitle="몸과 마음"
          items={[
            { id: 'a', title: '건강검진', description: '매년' },
            { id: 'b', title: '체력 단련비', description: '월 10만 원' },
          ]}
        />
      </BenefitGroups>,
    );
    const region = screen.getByRole('region', { name: '건강' });
    expect(region).toHaveTextContent('02');
    expect(region).toHaveTextContent('몸과 마음');
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['건강검진', '체력 단련비']);
  });
});
