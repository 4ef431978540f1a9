import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataSection } from './DataSection';

describe('DataSection', () => {
  it('is a region named by its h2, with its meta and content', () => {
    render(
      <DataSection title="주가 정보" meta="6월 30일 기준">
        <p>표</p>
      </DataSection>,
    );
    const region = screen.getByRole('region', { name: '주가 정보' });
    expect(region).toHaveTextContent('6월 30일 기준');
    expect(region).toHaveTextContent('표');
  });
});
