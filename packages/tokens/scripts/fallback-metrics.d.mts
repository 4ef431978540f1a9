export interface FallbackOverrides {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

export interface FallbackFace {
  weight: 400 | 600 | 700;
  script: 'latin' | 'hangul';
  /** Local font names, matched exactly (full or PostScript name). */
  sources: string[];
  unicodeRange: string | undefined;
  metrics: FallbackOverrides;
}

export function pretendardFallbackFaces(): FallbackFace[];
