export interface FallbackOverrides {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

export function pretendardFallbackMetrics(): { latin: FallbackOverrides; hangul: FallbackOverrides };
