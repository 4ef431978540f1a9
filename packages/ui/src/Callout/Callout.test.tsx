import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Callout } from './Callout';

describe('Callout', () => {
  it('shows its text as a paragraph', () => {
    render(<Callout>방문 전 연락 주세요</Callout>);
    expect(screen.getByText('방문 전 연락 주세요').tagName).toBe('P');
  });
});
