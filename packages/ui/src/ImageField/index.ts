export {
  DEFAULT_IMAGE_ACCEPT,
  DEFAULT_IMAGE_MAX_BYTES,
  ImageField,
  type ImageFieldProps,
  type ImageFieldRejection,
} from './ImageField';
