import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VideoEmbed } from './VideoEmbed';

describe('VideoEmbed', () => {
  it('embeds the video from the privacy-enhanced host, titled', () => {
    render(<VideoEmbed videoId="dQw4w9WgXcQ" title="회사 소개 영상" />);
    const frame = screen.getByTitle('회사 소개 영상');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('is full width, 500 high, lazy and never autoplays', () => {
    render(<VideoEmbed videoId="abc" title="Video" />);
    const frame = screen.getByTitle('Video');
    expect(frame).toHaveAttribute('width', '100%');
    expect(frame).toHaveAttribute('height', '500');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame.getAttribute('src')).not.toMatch(/autoplay/);
    expect(frame.getAttribute('allow')).not.toMatch(/autoplay/);
  });

  it('escapes the id so it cannot change the path', () => {
    render(<VideoEmbed videoId="../x?autoplay=1" title="Video" />);
    expect(screen.getByTitle('Video')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/..%2Fx%3Fautoplay%3D1',
    );
  });

  it('renders on the server', () => {
    expect(renderToString(<VideoEmbed videoId="abc" title="Video" />)).toContain(
      'youtube-nocookie.com/embed/abc',
    );
  });
});
