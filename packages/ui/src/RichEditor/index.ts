export { type ImageSize, readImageSize } from './imageSize';
export { ALLOWED_LINK_PROTOCOLS, isAllowedLinkHref, normalizeLinkHref } from './linkHref';
export { RichEditor, type RichEditorHandle, type RichEditorLabels, type RichEditorProps } from './RichEditor';
