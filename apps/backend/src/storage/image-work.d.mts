export interface RenderSpec {
  width: number | undefined;
  height: number | undefined;
  resize: 'cover' | 'contain' | 'fill';
  quality: number;
  format: 'webp' | 'avif' | 'jpeg' | 'png' | 'gif';
  /** Source images with more pixels are refused before decoding. */
  maxPixels: number;
}

export type RenderResult =
  | { bytes: Uint8Array }
  | { refused: 'too-large' | 'unsupported' }
  | { failed: string };

export function render(input: Uint8Array, spec: RenderSpec): Promise<RenderResult>;
