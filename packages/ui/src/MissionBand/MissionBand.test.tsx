import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MissionBand } from './MissionBand';

describe('MissionBand', () => {
  it('pairs each label with its statement', () => {
    render(
      <MissionBand
        statements={[
          { id: 'mission', label: '미션', text: '깨끗한 공기' },
          { id: 'vision', label: '비전', text: '청정 기술 기업' },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['미션', '비전']);
    expect(screen.getAllByRole('definition').map((text) => text.textContent)).toEqual([
      '깨끗한 공기',
      '청정 기술 기업',
    ]);
  });
});
