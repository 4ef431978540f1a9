/** The arrows a link may carry: onward, back, to another site, a download. */
export type ArrowGlyph = '→' | '←' | '↗' | '↓';

export interface InlineArrowProps {
  arrow?: ArrowGlyph;
  /** `end` (default) after the label; `start` before it (a back link). */
  side?: 'start' | 'end';
}

const NO_BREAK_SPACE = '\u00a0';

/**
 * A link's arrow inside running text, drawn by the component, never written in copy. It is joined to the
 * label by a no-break space, so it never starts (or ends) a line alone, and hidden from screen readers: the
 * label says where the link goes. Put it directly after (or before) the label, with no space in between.
 * (Links laid out as a row, such as `ArrowLink`, set their arrow apart with a gap instead.)
 */
export function InlineArrow({ arrow = '→', side = 'end' }: InlineArrowProps) {
  return (
    <span aria-hidden="true" data-arrow={side}>
      {side === 'end' ? `${NO_BREAK_SPACE}${arrow}` : `${arrow}${NO_BREAK_SPACE}`}
    </span>
  );
}
