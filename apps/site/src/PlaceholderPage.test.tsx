import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlaceholderPage } from './PlaceholderPage';

describe('PlaceholderPage', () => {
  it('says that it is a placeholder, in Korean and English', () => {
    render(<PlaceholderPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('준비하고 있습니다');
    expect(screen.getByText(/This is a placeholder page/)).toBeInTheDocument();
  });
});
