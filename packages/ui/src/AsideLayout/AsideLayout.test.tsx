import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AsideLayout } from './AsideLayout';

describe('AsideLayout', () => {
  it('shows the main block before its companion', () => {
    render(<AsideLayout main={<p>지도</p>} aside={<p>연락처</p>} />);
    const main = screen.getByText('지도');
    const aside = screen.getByText('연락처');
    expect(main.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
