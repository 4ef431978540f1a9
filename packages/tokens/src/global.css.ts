import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import './defaultTheme.css';
// The metric-matched fallback faces (local fonts) with the global styles: the first paint uses them already.
import './fallback-faces.css';
import { media } from './media';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollBehavior: 'smooth',
});
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.primary,
  background: vars.color.surface.page,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});
globalStyle('h1, h2, h3, h4, h5, h6', {
  margin: 0,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
});
globalStyle('p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', margin: 0, padding: 0 });
globalStyle('img, picture, video, svg, canvas', { display: 'block', maxWidth: '100%' });
globalStyle('img, video', { height: 'auto' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
globalStyle('a', { color: 'inherit', textDecorationThickness: '1px', textUnderlineOffset: '0.2em' });
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus.ring}`,
  outlineOffset: '2px',
  borderRadius: vars.radius.sm,
});
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });
globalStyle('::selection', { background: vars.color.brand.primary, color: vars.color.text.inverse });

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
globalStyle('html', { '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } } });
