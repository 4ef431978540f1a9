import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { pretendardSettledAttribute, pretendardSwapAttribute } from './pretendardStages';
import { defaultTheme } from './themes/default';

// For a page that installs Pretendard with the loader (`@company/tokens/pretendard`): until the loader has
// done, the page's text asks for the fallback stack alone, and the blocks the loader marks, a few per
// frame, ask for Pretendard. Adding the faces then reshapes no text, and each frame reshapes only a few
// blocks. Without JavaScript the page keeps the fallback stack, which has the same metrics.
// The body itself keeps the fallback stack: the loader marks its children, which keep their marks, and the
// elements between them and the blocks, which lose theirs once the page is installed (a change of the body's
// font restyles every element of the page). Elements that set a font of their own (code in a monospace face)
// are never marked.

/** The default theme's body stack without Pretendard itself: its metric-matched fallback comes first. */
export const pretendardWaitingStack = defaultTheme.font.family.body.replace(
  /^\s*["']?Pretendard["']?\s*,\s*/,
  '',
);

globalStyle('html body', { fontFamily: pretendardWaitingStack });
globalStyle(`[${pretendardSwapAttribute}], [${pretendardSettledAttribute}]`, {
  fontFamily: vars.font.family.body,
});
