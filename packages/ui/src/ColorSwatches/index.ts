export { type ColorSwatch, ColorSwatches, type ColorSwatchesProps } from './ColorSwatches';
