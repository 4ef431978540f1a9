import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EditorBar } from './EditorBar';

describe('EditorBar', () => {
  it('is a named region holding the state (announced politely) and the actions', () => {
    render(
      <EditorBar
        label="편집 상태와 저장"
        status="저장됨 09:41"
        actions={<button type="button">지금 게시</button>}
      />,
    );
    const bar = screen.getByRole('region', { name: '편집 상태와 저장' });
    expect(bar).toContainElement(screen.getByRole('button', { name: '지금 게시' }));
    expect(screen.getByText('저장됨 09:41')).toHaveAttribute('aria-live', 'polite');
  });
});
