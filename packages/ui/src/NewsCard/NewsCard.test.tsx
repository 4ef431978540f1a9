import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LinkRenderer } from '../Link';
import { NewsCard } from './NewsCard';

const props = {
  title: '신규 클린룸 수주',
  href: '/newsroom/News/12',
  date: '2025-03-14T09:30:00+09:00',
  thumbnail: '/thumb.png',
  thumbnailAlt: '준공된 클린룸 내부',
};

describe('NewsCard', () => {
  it('links its title to the item', () => {
    render(<NewsCard {...props} />);
    expect(screen.getByRole('link', { name: '신규 클린룸 수주' })).toHaveAttribute(
      'href',
      '/newsroom/News/12',
    );
    expect(screen.getByRole('heading', { level: 3, name: '신규 클린룸 수주' })).toBeInTheDocument();
  });

  it('shows the first 10 characters of the date', () => {
    render(<NewsCard {...props} />);
    expect(screen.getByText('2025-03-14')).toHaveAttribute('datetime', '2025-03-14');
    expect(screen.queryByText(/09:30/)).toBeNull();
  });

  it('shows the thumbnail with its alt text', () => {
    render(<NewsCard {...props} />);
    expect(screen.getByRole('img', { name: '준공된 클린룸 내부' })).toHaveAttribute('src', '/thumb.png');
  });

  it('lets the browser pick the thumbnail width the card grid needs', () => {
    render(
      <NewsCard
        {...props}
        thumbnail={{
          src: '/t-640.webp',
          srcSet: '/t-320.webp 320w, /t-640.webp 640w',
          width: 640,
          height: 360,
        }}
      />,
    );
    const image = screen.getByRole('img', { name: '준공된 클린룸 내부' });
    expect(image).toHaveAttribute('srcset', '/t-320.webp 320w, /t-640.webp 640w');
    expect(image).toHaveAttribute('sizes', '(min-width: 1200px) 400px, (min-width: 768px) 50vw, 100vw');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
  });

  it('has no image without a thumbnail', () => {
    render(<NewsCard {...props} thumbnail={null} />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('renders its link through renderLink', () => {
    const renderLink: LinkRenderer = ({ href, children, className }) => (
      <a href={`#router${href}`} className={className} data-router="yes">
        {children}
      </a>
    );
    render(<NewsCard {...props} renderLink={renderLink} />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '#router/newsroom/News/12');
  });

  it('renders on the server', () => {
    expect(renderToString(<NewsCard {...props} />)).toContain('2025-03-14');
  });

  it('swaps a thumbnail that fails for its own poster with a play mark', () => {
    const { container } = render(
      <NewsCard {...props} thumbnail="https://thumbs.example/x.jpg" fallbackThumbnail="/poster.webp" />,
    );
    const image = screen.getByRole('img', { name: '준공된 클린룸 내부' });
    expect(image).toHaveAttribute('src', 'https://thumbs.example/x.jpg');
    fireEvent.error(image);
    const poster = screen.getByRole('img', { name: '준공된 클린룸 내부' });
    expect(poster).toHaveAttribute('src', '/poster.webp');
    expect(poster).toHaveAttribute('data-fallback');
    expect(container.querySelector('svg path')).not.toBeNull();
  });

  it('keeps a thumbnail that loads, without a play mark', () => {
    const { container } = render(<NewsCard {...props} fallbackThumbnail="/poster.webp" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/thumb.png');
    expect(container.querySelector('svg')).toBeNull();
  });
});
