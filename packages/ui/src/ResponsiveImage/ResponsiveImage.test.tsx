import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './ResponsiveImage';

const widths = {
  src: '/img-640.webp',
  srcSet: '/img-320.webp 320w, /img-640.webp 640w',
  width: 640,
  height: 360,
};

describe('ResponsiveImage', () => {
  it('gives the browser the widths, the drawn size and the intrinsic size', () => {
    render(<ResponsiveImage image={widths} alt="클린룸" sizes="(min-width: 64rem) 24rem, 100vw" />);
    const image = screen.getByRole('img', { name: '클린룸' });
    expect(image).toHaveAttribute('src', '/img-640.webp');
    expect(image).toHaveAttribute('srcset', widths.srcSet);
    expect(image).toHaveAttribute('sizes', '(min-width: 64rem) 24rem, 100vw');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
  });

  it('loads lazily and decodes off the main thread unless told otherwise', () => {
    const { rerender } = render(<ResponsiveImage image="/a.png" alt="a" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).toHaveAttribute('decoding', 'async');
    rerender(<ResponsiveImage image="/a.png" alt="a" loading="eager" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  it('takes a plain URL, with no srcset, sizes or size', () => {
    render(<ResponsiveImage image="/a.png" alt="a" sizes="100vw" />);
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('src', '/a.png');
    for (const name of ['srcset', 'sizes', 'width', 'height']) expect(image).not.toHaveAttribute(name);
  });
});
