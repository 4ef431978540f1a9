import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ScrollArea } from './ScrollArea';

/** Gives the scroller a layout: jsdom has none. */
function layOut(scroller: HTMLElement, { client, scroll }: { client: number; scroll: number }) {
  Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: client });
  Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: scroll });
}

describe('ScrollArea', () => {
  it('with a label is a focusable region named by it', () => {
    render(
      <ScrollArea label="제품 비교">
        <p>내용</p>
      </ScrollArea>,
    );
    expect(screen.getByRole('region', { name: '제품 비교' })).toHaveAttribute('tabindex', '0');
  });

  it('without a label is no region and takes no focus itself', () => {
    const { container } = render(
      <ScrollArea>
        <button type="button">탭</button>
      </ScrollArea>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container.querySelector('[tabindex]')).toBeNull();
  });

  it('marks the edges that hide more content as the content scrolls', () => {
    const { container } = render(
      <ScrollArea label="표">
        <p>넓은 내용</p>
      </ScrollArea>,
    );
    const root = container.firstElementChild as HTMLElement;
    const scroller = screen.getByRole('region', { name: '표' });
    expect(root).toHaveAttribute('data-overflow-end', 'false');
    layOut(scroller, { client: 300, scroll: 700 });
    fireEvent.scroll(scroller);
    expect(root).toHaveAttribute('data-overflow-start', 'false');
    expect(root).toHaveAttribute('data-overflow-end', 'true');
    scroller.scrollLeft = 400;
    fireEvent.scroll(scroller);
    expect(root).toHaveAttribute('data-overflow-start', 'true');
    expect(root).toHaveAttribute('data-overflow-end', 'false');
  });

  it('draws its cues for assistive technology to skip', () => {
    const { container } = render(
      <ScrollArea>
        <p>내용</p>
      </ScrollArea>,
    );
    const cues = container.querySelectorAll('[data-edge]');
    expect(cues).toHaveLength(2);
    for (const cue of cues) expect(cue).toHaveAttribute('aria-hidden', 'true');
  });

  it('scrolls a focused child hidden past the end into view', () => {
    render(
      <ScrollArea label="탭">
        <button type="button">마지막</button>
      </ScrollArea>,
    );
    const scroller = screen.getByRole('region', { name: '탭' });
    const button = screen.getByRole('button', { name: '마지막' });
    scroller.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 300, height: 40 });
    button.getBoundingClientRect = () => DOMRect.fromRect({ x: 500, y: 0, width: 80, height: 40 });
    button.focus();
    // 580 (its right edge) - 300 (the area's) + 40 (room for the fade).
    expect(scroller.scrollLeft).toBe(320);
  });

  it('renders on the server', () => {
    expect(renderToString(<ScrollArea label="표">내용</ScrollArea>)).toContain('내용');
  });
});
