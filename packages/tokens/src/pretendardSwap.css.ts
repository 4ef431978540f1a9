import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { pretendardInstalledSelector, pretendardSwapAttribute } from './pretendardStages';
import { defaultTheme } from './themes/default';

// For a page that installs Pretendard with the loader (`@company/tokens/pretendard`): until the loader has
// done, the page's text asks for the fallback stack alone, and the blocks the loader marks, a few per
// frame, ask for Pretendard. Adding the faces then reshapes no text, and each frame reshapes only a few
// blocks. Without JavaScript the page keeps the fallback stack, which has the same metrics.

/** The default theme's body stack without Pretendard itself: its metric-matched fallback comes first. */
export const pretendardWaitingStack = defaultTheme.font.family.body.replace(
  /^\s*["']?Pretendard["']?\s*,\s*/,
  '',
);

const waiting = `html:not(${pretendardInstalledSelector})`;
globalStyle(`${waiting} body`, { fontFamily: pretendardWaitingStack });
globalStyle(`${waiting} [${pretendardSwapAttribute}]`, { fontFamily: vars.font.family.body });
