import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Section } from './Section';

describe('Section', () => {
  it('is a region named by its h2, with eyebrow, lead and body', () => {
    render(
      <Section id="build" eyebrow="사업" title="클린룸 시공" lead="설계부터 검증까지">
        <p>본문</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: '클린룸 시공' });
    expect(region).toHaveAttribute('id', 'build');
    expect(screen.getByRole('heading', { level: 2, name: '클린룸 시공' })).toBeInTheDocument();
    expect(region).toHaveTextContent('사업');
    expect(region).toHaveTextContent('설계부터 검증까지');
    expect(region).toHaveTextContent('본문');
  });

  it('leaves out the eyebrow and lead when none are given', () => {
    render(<Section title="연혁" />);
    expect(screen.getByRole('region', { name: '연혁' }).querySelectorAll('p')).toHaveLength(0);
  });
});
