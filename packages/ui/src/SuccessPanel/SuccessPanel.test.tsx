import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SuccessPanel } from './SuccessPanel';

describe('SuccessPanel', () => {
  it('is a status whose focused heading, reference and next steps are read', () => {
    render(
      <SuccessPanel title="문의가 접수되었습니다" referenceLabel="접수 번호" reference="INQ-1A2B3C4D">
        <p>곧 답변드립니다.</p>
      </SuccessPanel>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: '문의가 접수되었습니다' });
    expect(heading).toHaveFocus();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('접수 번호INQ-1A2B3C4D');
    expect(status).toHaveTextContent('곧 답변드립니다.');
  });

  it('leaves focus alone when asked and takes the heading level given', () => {
    render(<SuccessPanel title="Sent" headingLevel={3} autoFocus={false} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Sent' })).not.toHaveFocus();
    expect(screen.queryByRole('term')).toBeNull();
  });
});
