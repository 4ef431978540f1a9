export { defaultRenderLink, type LinkRenderer, type LinkRenderProps } from './Link';
