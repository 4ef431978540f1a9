import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PostNavigation } from './PostNavigation';

const labels = { previousLabel: '[이전글]', nextLabel: '[다음글]', ariaLabel: '이전글과 다음글' };

describe('PostNavigation', () => {
  it('links the previous and next posts with thumbnail and title', () => {
    render(
      <PostNavigation
        {...labels}
        previous={{
          title: '이전 소식',
          href: '/newsroom/News/11',
          thumbnail: '/11.png',
          thumbnailAlt: '11번 썸네일',
        }}
        next={{
          title: '다음 소식',
          href: '/newsroom/News/13',
          thumbnail: '/13.png',
          thumbnailAlt: '13번 썸네일',
        }}
      />,
    );
    const nav = screen.getByRole('navigation', { name: '이전글과 다음글' });
    const [previous, next] = within(nav).getAllByRole('listitem');
    expect(previous).toHaveTextContent('[이전글]');
    expect(within(previous as HTMLElement).getByRole('link', { name: '이전 소식' })).toHaveAttribute(
      'href',
      '/newsroom/News/11',
    );
    expect(within(previous as HTMLElement).getByRole('img', { name: '11번 썸네일' })).toBeInTheDocument();
    expect(next).toHaveTextContent('[다음글]');
    expect(within(next as HTMLElement).getByRole('link', { name: '다음 소식' })).toHaveAttribute(
      'href',
      '/newsroom/News/13',
    );
  });

  it('offers the thumbnail in widths for its 6rem', () => {
    render(
      <PostNavigation
        {...labels}
        next={{
          title: '다음 소식',
          href: '/n/13',
          thumbnail: {
            src: '/13-160.webp',
            srcSet: '/13-160.webp 160w, /13-320.webp 320w',
            width: 320,
            height: 180,
          },
          thumbnailAlt: '13번 썸네일',
        }}
      />,
    );
    const image = screen.getByRole('img', { name: '13번 썸네일' });
    expect(image).toHaveAttribute('srcset', '/13-160.webp 160w, /13-320.webp 320w');
    expect(image).toHaveAttribute('sizes', '6rem');
    expect(image).toHaveAttribute('width', '320');
  });

  it('shows a dash where a neighbour is missing', () => {
    render(<PostNavigation {...labels} previous={null} next={{ title: '다음 소식', href: '/n/13' }} />);
    const [previous] = screen.getAllByRole('listitem');
    expect(previous).toHaveTextContent('[이전글]-');
    expect(within(previous as HTMLElement).queryByRole('link')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('lets the caller choose the missing text', () => {
    render(<PostNavigation {...labels} missingText="None" />);
    expect(screen.getAllByText('None')).toHaveLength(2);
  });

  it('renders on the server', () => {
    expect(renderToString(<PostNavigation {...labels} next={{ title: 'Next', href: '/n/2' }} />)).toContain(
      'href="/n/2"',
    );
  });

  it('swaps a thumbnail that cannot load for its fallback', () => {
    render(
      <PostNavigation
        {...labels}
        previous={{
          title: '이전 영상',
          href: '/newsroom/Youtube/11',
          thumbnail: 'https://thumbs.example/11.jpg',
          fallbackThumbnail: '/poster.webp',
          thumbnailAlt: '11번 영상',
        }}
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: '11번 영상' }));
    expect(screen.getByRole('img', { name: '11번 영상' })).toHaveAttribute('src', '/poster.webp');
  });
});
