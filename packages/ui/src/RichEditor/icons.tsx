import type { ReactNode } from 'react';

/** Toolbar glyphs: 20 px, stroke-drawn in currentColor, always decorative (the button has the label). */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const toolbarIcons = {
  heading1: (
    <Glyph>
      <path d="M3 4v12M10 4v12M3 10h7M14 8.5l2.5-2V16" />
    </Glyph>
  ),
  heading2: (
    <Glyph>
      <path d="M3 4v12M10 4v12M3 10h7M13.5 8.5c0-1.6 3.8-2.1 3.8.3 0 1.8-3.8 3.6-3.8 7.2h4" />
    </Glyph>
  ),
  alignLeft: (
    <Glyph>
      <path d="M3 5h14M3 9h9M3 13h14M3 17h9" />
    </Glyph>
  ),
  alignCenter: (
    <Glyph>
      <path d="M3 5h14M5.5 9h9M3 13h14M5.5 17h9" />
    </Glyph>
  ),
  alignRight: (
    <Glyph>
      <path d="M3 5h14M8 9h9M3 13h14M8 17h9" />
    </Glyph>
  ),
  bold: (
    <Glyph>
      <path strokeWidth="2.3" d="M6 4h5a3 3 0 0 1 0 6H6zM6 10h6a3 3 0 0 1 0 6H6z" />
    </Glyph>
  ),
  italic: (
    <Glyph>
      <path d="M9 4h6M5 16h6M12 4l-4 12" />
    </Glyph>
  ),
  underline: (
    <Glyph>
      <path d="M6 3v6a4 4 0 0 0 8 0V3M5 17h10" />
    </Glyph>
  ),
  strike: (
    <Glyph>
      <path d="M14 5.5C13.3 4 11.9 3.3 10 3.3c-2.3 0-4 1.2-4 3 0 1.1.6 1.9 1.8 2.4M3 10h14M13.6 12.2c.3.4.4.9.4 1.4 0 1.9-1.8 3.1-4.2 3.1-2 0-3.6-.8-4.3-2.3" />
    </Glyph>
  ),
  blockquote: (
    <Glyph>
      <path d="M4 4v12M8 6h9M8 10h9M8 14h6" />
    </Glyph>
  ),
  codeBlock: (
    <Glyph>
      <path d="M7 6l-4 4 4 4M13 6l4 4-4 4M11 4l-2 12" />
    </Glyph>
  ),
  orderedList: (
    <Glyph>
      <path d="M8 5h9M8 10h9M8 15h9M3 4l1.2-.6V7M2.8 12.3c.4-.5 1.8-.6 1.8.4 0 .8-1.8 1.6-1.8 2.8h2" />
    </Glyph>
  ),
  bulletList: (
    <Glyph>
      <path d="M8 5h9M8 10h9M8 15h9" />
      <circle cx="4" cy="5" r="1" fill="currentColor" />
      <circle cx="4" cy="10" r="1" fill="currentColor" />
      <circle cx="4" cy="15" r="1" fill="currentColor" />
    </Glyph>
  ),
  link: (
    <Glyph>
      <path d="M8.5 11.5a3.5 3.5 0 0 0 5 0l2.5-2.5a3.5 3.5 0 0 0-5-5l-1 1M11.5 8.5a3.5 3.5 0 0 0-5 0L4 11a3.5 3.5 0 0 0 5 5l1-1" />
    </Glyph>
  ),
  image: (
    <Glyph>
      <rect x="3" y="4" width="14" height="12" rx="2" />
      <circle cx="7.5" cy="8" r="1.3" />
      <path d="M3.5 14.5l4-4 3 3 2-2 4 4" />
    </Glyph>
  ),
  clean: (
    <Glyph>
      <path d="M5 4h10M10 4l-3 12M4 17h6M13 12l4 4M17 12l-4 4" />
    </Glyph>
  ),
} as const;
