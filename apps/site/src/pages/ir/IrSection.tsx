import { DataSection } from '@company/ui/sections';
import type { ReactNode } from 'react';

interface IrSectionProps {
  /** Kept for the callers' readability; the heading's id comes from DataSection. */
  id: string;
  title: string;
  /** A note beside the title (as-of date, unit). */
  meta?: ReactNode;
  children: ReactNode;
}

/** A titled block of an IR page. */
export function IrSection({ title, meta, children }: IrSectionProps) {
  return (
    <DataSection title={title} meta={meta}>
      {children}
    </DataSection>
  );
}
