import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('frames its content in the element asked for, each tone with its own surface', () => {
    render(
      <ul>
        <Card as="li" data-testid="outline" display="grid" gap={4}>
          인증
        </Card>
        <Card as="li" data-testid="inverse" tone="inverse">
          가치
        </Card>
      </ul>,
    );
    const outline = screen.getByTestId('outline');
    const inverse = screen.getByTestId('inverse');
    expect(outline.tagName).toBe('LI');
    expect(outline).toHaveTextContent('인증');
    expect(outline.className).not.toBe(inverse.className);
    // The frame, display and gap.
    expect(outline.classList.length).toBeGreaterThanOrEqual(4);
  });
});
