import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoEmbed } from './VideoEmbed';

describe('VideoEmbed', () => {
  it('embeds the video from the privacy-enhanced host, titled', () => {
    render(<VideoEmbed videoId="dQw4w9WgXcQ" title="회사 소개 영상" />);
    const frame = screen.getByTitle('회사 소개 영상');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('is full width, shaped by its style (16:9), lazy and never autoplays', () => {
    render(<VideoEmbed videoId="abc" title="Video" />);
    const frame = screen.getByTitle('Video');
    expect(frame).toHaveAttribute('width', '100%');
    expect(frame).not.toHaveAttribute('height');
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

  describe('when the player cannot load', () => {
    const images: { onload: (() => void) | null; onerror: (() => void) | null; src: string }[] = [];
    class ProbeImage {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      src = '';
      naturalWidth = 0;
      constructor() {
        images.push(this);
      }
    }
    afterEach(() => {
      images.length = 0;
      vi.unstubAllGlobals();
    });

    it('shows the poster and a link to watch on YouTube once the probe fails', () => {
      vi.stubGlobal('Image', ProbeImage);
      render(
        <VideoEmbed
          videoId="abc"
          title="Video"
          probeImage="https://i.ytimg.com/vi/abc/hqdefault.jpg"
          poster="/poster.webp"
          watchLabel="YouTube에서 보기"
        />,
      );
      expect(screen.getByTitle('Video')).toBeInTheDocument();
      expect(images[0]?.src).toBe('https://i.ytimg.com/vi/abc/hqdefault.jpg');
      act(() => images[0]?.onerror?.());
      expect(screen.queryByTitle('Video')).toBeNull();
      expect(screen.getByRole('link', { name: /YouTube에서 보기/ })).toHaveAttribute(
        'href',
        'https://www.youtube.com/watch?v=abc',
      );
    });
  });
});
