import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountUpStat, CountUpStatGroup } from './CountUpStat';
import { countUpValue } from './countUp';

/** A hand-driven IntersectionObserver: tests say how much of the figure is visible. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  show(ratio: number) {
    if (this.disconnected) return;
    const entries = this.targets.map(
      (target) =>
        ({ target, intersectionRatio: ratio, isIntersecting: ratio > 0 }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const showAll = (ratio: number) =>
  act(() => {
    for (const observer of FakeIntersectionObserver.instances) observer.show(ratio);
  });
const digits = () => document.querySelector('[aria-hidden="true"]')?.textContent;

describe('CountUpStat', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives assistive technology the final value with prefix and suffix', () => {
    render(<CountUpStat value={17} suffix="B" label="누적 매출" />);
    expect(screen.getByText('17B')).toBeInTheDocument();
    expect(screen.getByText('누적 매출')).toBeInTheDocument();
  });

  it('waits at 0 until 30 % is visible, then reaches the value after 1 s', () => {
    render(<CountUpStat value={50} label="Client organizations" />);
    expect(FakeIntersectionObserver.instances[0]?.options.threshold).toBe(0.3);
    expect(digits()).toBe('0');
    showAll(0.2);
    act(() => vi.advanceTimersByTime(2000));
    expect(digits()).toBe('0');
    showAll(0.3);
    act(() => vi.advanceTimersByTime(500));
    const halfway = Number(digits());
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(50);
    act(() => vi.advanceTimersByTime(540));
    expect(digits()).toBe('50');
  });

  it('counts once only', () => {
    render(<CountUpStat value={55} suffix="%" label="Gender equality" />);
    showAll(1);
    act(() => vi.advanceTimersByTime(1100));
    expect(digits()).toBe('55%');
    showAll(0);
    showAll(1);
    act(() => vi.advanceTimersByTime(100));
    expect(digits()).toBe('55%');
    expect(FakeIntersectionObserver.instances[0]?.disconnected).toBe(true);
  });

  it('shows the final value where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<CountUpStat value={30} suffix="%" label="R&D" />);
    expect(digits()).toBe('30%');
  });

  it('shows the final value at once when asked not to animate', () => {
    render(<CountUpStat value={30} suffix="%" label="R&D" animate={false} />);
    expect(digits()).toBe('30%');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('counts an integer figure without setting up Intl, which costs a phone tens of ms at hydration', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const localeString = vi.spyOn(Number.prototype, 'toLocaleString');
    render(<CountUpStat value={1234} suffix="B" label="Cumulative sales" />);
    showAll(1);
    act(() => vi.advanceTimersByTime(1100));
    expect(digits()).toBe('1,234B');
    expect(numberFormat).not.toHaveBeenCalled();
    expect(localeString).not.toHaveBeenCalled();
    numberFormat.mockRestore();
    localeString.mockRestore();
  });

  it('renders the final value on the server', () => {
    const html = renderToString(<CountUpStat value={1200} prefix="₩" suffix="B" label="매출" />);
    expect(html).toContain('₩1,200B');
    expect(html).not.toMatch(/>0</);
  });
});

describe('CountUpStatGroup', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('lists every figure with its label', () => {
    render(
      <CountUpStatGroup
        label="Impact to Value"
        items={[
          { id: 'clients', value: 50, label: 'Clients' },
          { id: 'sales', value: 17, suffix: 'B', label: 'Sales' },
          { id: 'rnd', value: 30, suffix: '%', label: 'R&D' },
          { id: 'equality', value: 55, suffix: '%', label: 'Gender equality' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Impact to Value' });
    expect(list.querySelectorAll('li')).toHaveLength(4);
    expect(screen.getByText('17B')).toBeInTheDocument();
  });
});

describe('countUpValue', () => {
  it('starts at 0, ends at the target, and never overshoots', () => {
    expect(countUpValue(50, 0, 1000)).toBe(0);
    expect(countUpValue(50, 1000, 1000)).toBe(50);
    for (let t = 0; t <= 1000; t += 50) expect(countUpValue(50, t, 1000)).toBeLessThanOrEqual(50);
    expect(countUpValue(50, 990, 1000)).toBeLessThan(50);
  });
});
