import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from '../Box';
import { Grid } from './Grid';

describe('Grid', () => {
  it('is a Box shown as a grid, with its columns per breakpoint', () => {
    render(
      <>
        <Grid as="ul" aria-label="격자" columns={{ tablet: 2, desktop: 3 }} gap={4}>
          <li>하나</li>
          <li>둘</li>
        </Grid>
        <Box as="ul" aria-label="상자" display="grid" columns={{ tablet: 2, desktop: 3 }} gap={4} />
      </>,
    );
    const grid = screen.getByRole('list', { name: '격자' });
    const classes = (element: HTMLElement) => [...element.classList].sort();
    expect(classes(grid)).toEqual(classes(screen.getByRole('list', { name: '상자' })));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
