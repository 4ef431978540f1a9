import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { usePresence } from './usePresence';

/** A box that plays `exitAnimation` (if any) once closed, as a stylesheet's closed state would. */
function Box({ open, exitAnimation }: { open: boolean; exitAnimation?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const mounted = usePresence(open, ref);
  if (!mounted) return null;
  return (
    <div ref={ref} data-testid="box" style={{ animationName: open ? 'enter' : (exitAnimation ?? 'none') }} />
  );
}

/** jsdom has no AnimationEvent: a plain event carrying the animation's name, as React reads it. */
function endAnimation(element: HTMLElement, animationName: string) {
  const event = new Event('animationend');
  Object.defineProperty(event, 'animationName', { value: animationName });
  fireEvent(element, event);
}

describe('usePresence', () => {
  it('unmounts at once when closing without an exit animation', () => {
    const { rerender } = render(<Box open />);
    rerender(<Box open={false} />);
    expect(screen.queryByTestId('box')).not.toBeInTheDocument();
  });

  it('keeps the element until its exit animation ends', () => {
    const { rerender } = render(<Box open exitAnimation="leave" />);
    rerender(<Box open={false} exitAnimation="leave" />);
    expect(screen.getByTestId('box')).toBeInTheDocument();
    // The entrance animation, cut short, ending late is not the end of the exit.
    endAnimation(screen.getByTestId('box'), 'enter');
    expect(screen.getByTestId('box')).toBeInTheDocument();
    endAnimation(screen.getByTestId('box'), 'leave');
    expect(screen.queryByTestId('box')).not.toBeInTheDocument();
  });

  it('stays mounted when reopened during the exit animation', () => {
    const { rerender } = render(<Box open exitAnimation="leave" />);
    rerender(<Box open={false} exitAnimation="leave" />);
    rerender(<Box open exitAnimation="leave" />);
    endAnimation(screen.getByTestId('box'), 'enter');
    expect(screen.getByTestId('box')).toBeInTheDocument();
  });

  it('mounts when it opens after starting closed', () => {
    const { rerender } = render(<Box open={false} />);
    expect(screen.queryByTestId('box')).not.toBeInTheDocument();
    rerender(<Box open />);
    expect(screen.getByTestId('box')).toBeInTheDocument();
  });
});
