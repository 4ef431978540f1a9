import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is one busy status region named by the caller', () => {
    render(<Skeleton label="뉴스를 불러오는 중" variant="card" />);
    const status = screen.getByRole('status', { name: '뉴스를 불러오는 중' });
    expect(status).toHaveAttribute('aria-busy', 'true');
  });

  it('hides its placeholder shapes from assistive technology', () => {
    render(<Skeleton label="Loading" lines={4} />);
    const shapes = screen.getByRole('status').firstElementChild;
    expect(shapes).toHaveAttribute('aria-hidden', 'true');
    expect(shapes?.children).toHaveLength(4);
  });

  it('renders on the server', () => {
    expect(renderToString(<Skeleton label="Loading" variant="article" />)).toContain('aria-busy="true"');
  });
});
