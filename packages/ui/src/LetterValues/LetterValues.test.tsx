import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LetterValues } from './LetterValues';

describe('LetterValues', () => {
  it('lists the values in order with their words and headings, the letters hidden', () => {
    render(
      <LetterValues
        aria-label="ALIVE"
        values={[
          { letter: 'A', word: 'Active', title: '능동', description: '먼저' },
          { letter: 'L', word: 'Learning', title: '배움', description: '매일' },
        ]}
      />,
    );
    expect(screen.getByRole('list', { name: 'ALIVE' }).tagName).toBe('OL');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['능동', '배움']);
    expect(screen.getByText('Learning')).toBeInTheDocument();
    expect(screen.getByText('A')).toHaveAttribute('aria-hidden', 'true');
  });
});
