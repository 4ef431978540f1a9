export {
  type ImageInput,
  type ImageSource,
  ResponsiveImage,
  type ResponsiveImageProps,
  toImageSource,
} from './ResponsiveImage';
export { useImageFailed } from './useImageFailed';
