import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportBand } from './ReportBand';

describe('ReportBand', () => {
  it('is a region named by its title, with its text as a paragraph', () => {
    render(<ReportBand title="보고서">하반기 발간</ReportBand>);
    expect(screen.getByRole('region', { name: '보고서' })).toBeInTheDocument();
    expect(screen.getByText('하반기 발간').tagName).toBe('P');
  });
});
