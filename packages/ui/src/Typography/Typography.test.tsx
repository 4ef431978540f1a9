import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Eyebrow, ItemIndex, Lead, Note, Numeric } from './Typography';

describe('Typography', () => {
  it('renders eyebrow, lead and note as paragraphs with their text and language', () => {
    render(
      <>
        <Eyebrow lang="en">Business</Eyebrow>
        <Lead size="statement">리드 문단</Lead>
        <Note>2025년 12월 기준</Note>
      </>,
    );
    expect(screen.getByText('Business')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('리드 문단').tagName).toBe('P');
    expect(screen.getByText('2025년 12월 기준').tagName).toBe('P');
  });

  it('hides a note that repeats text read elsewhere', () => {
    render(<Note aria-hidden="true">표 설명</Note>);
    expect(screen.getByText('표 설명')).toHaveAttribute('aria-hidden', 'true');
  });

  it('pads the item index to two digits and hides it from assistive technology', () => {
    render(<ItemIndex index={3} />);
    expect(screen.getByText('03')).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks a date as machine-readable time', () => {
    render(<Numeric dateTime="2025-03-28">2025-03-28</Numeric>);
    expect(screen.getByText('2025-03-28').tagName).toBe('TIME');
    expect(screen.getByText('2025-03-28')).toHaveAttribute('datetime', '2025-03-28');
  });
});
