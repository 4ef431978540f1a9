import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobPanel } from './JobPanel';

describe('JobPanel', () => {
  it('shows the organisation as an h2 with its English name, description and roles under an h3', () => {
    render(
      <JobPanel
        title="E&C사업부"
        eyebrow="E&C Division"
        eyebrowLang="en"
        description="클린룸 시공"
        itemsTitle="주요 업무"
      >
        <p>공조 설계</p>
      </JobPanel>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'E&C사업부' })).toBeInTheDocument();
    expect(screen.getByText('E&C Division')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 3, name: '주요 업무' })).toBeInTheDocument();
    expect(screen.getByText('공조 설계')).toBeInTheDocument();
  });
});
