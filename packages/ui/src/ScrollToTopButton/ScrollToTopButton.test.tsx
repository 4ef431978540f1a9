import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsPopup } from '../NewsPopup';
import { ScrollToTopButton } from './ScrollToTopButton';

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

function stubReducedMotion(reduced: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduced && query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(() => {
  scrollWindowTo(0);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ScrollToTopButton', () => {
  it('floats on its own by default, and in a rail of its own where it is rendered when docked at the end', () => {
    const { container } = render(
      <>
        <ScrollToTopButton label="맨 위로" threshold={0} />
        <ScrollToTopButton label="Back to top" threshold={0} dock="end" />
      </>,
    );
    scrollWindowTo(1);
    const floating = screen.getByRole('button', { name: '맨 위로' });
    const docked = screen.getByRole('button', { name: 'Back to top' });
    expect(floating.parentElement).toBe(container);
    expect(docked.parentElement).not.toBe(container);
    expect(docked.parentElement?.parentElement).toBe(container);
    expect(docked).toHaveAttribute('data-floating', 'scroll-to-top');
  });

  it('appears only once the page is scrolled beyond the threshold', () => {
    render(<ScrollToTopButton label="맨 위로" threshold={300} />);
    expect(screen.queryByRole('button', { name: '맨 위로' })).not.toBeInTheDocument();
    scrollWindowTo(300);
    expect(screen.queryByRole('button', { name: '맨 위로' })).not.toBeInTheDocument();
    scrollWindowTo(301);
    expect(screen.getByRole('button', { name: '맨 위로' })).toBeInTheDocument();
    scrollWindowTo(10);
    expect(screen.queryByRole('button', { name: '맨 위로' })).not.toBeInTheDocument();
  });

  it('scrolls smoothly to the top', async () => {
    stubReducedMotion(false);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<ScrollToTopButton label="Back to top" />);
    scrollWindowTo(900);
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps without animation under reduced motion', async () => {
    stubReducedMotion(true);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<ScrollToTopButton label="맨 위로" />);
    scrollWindowTo(900);
    await userEvent.click(screen.getByRole('button', { name: '맨 위로' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('is hidden while the docked news popup is open, and back when it closes or leaves', async () => {
    const { unmount } = render(
      <>
        <NewsPopup title="클린에어텍 소식" items={[]} emptyText="소식이 없습니다." />
        <ScrollToTopButton label="맨 위로" threshold={0} dock="end" />
      </>,
    );
    scrollWindowTo(900);
    expect(screen.getByRole('button', { name: '맨 위로' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '클린에어텍 소식' }));
    expect(screen.queryByRole('button', { name: '맨 위로' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '클린에어텍 소식' }));
    expect(screen.getByRole('button', { name: '맨 위로' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '클린에어텍 소식' }));
    unmount();
    render(<ScrollToTopButton label="Back to top" threshold={0} />);
    scrollWindowTo(900);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('keeps its row at the end of the page while hidden, so that nothing moves when it appears', () => {
    const { container } = render(<ScrollToTopButton label="맨 위로" threshold={300} dock="end" />);
    expect(container.childElementCount).toBe(1);
    expect(screen.queryByRole('button', { name: '맨 위로' })).not.toBeInTheDocument();
  });

  it('renders nothing on the server', () => {
    expect(renderToString(<ScrollToTopButton label="맨 위로" />)).toBe('');
  });
});
