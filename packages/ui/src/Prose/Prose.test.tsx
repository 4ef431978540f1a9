import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Prose } from './Prose';

describe('Prose', () => {
  it('renders one paragraph per entry, in order, then its children', () => {
    const { container } = render(
      <Prose paragraphs={['첫 문단', '둘째 문단']}>
        <p>덧붙임</p>
      </Prose>,
    );
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      '첫 문단',
      '둘째 문단',
      '덧붙임',
    ]);
    expect(screen.getByText('둘째 문단')).toBeInTheDocument();
  });
});
