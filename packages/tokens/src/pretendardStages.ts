/** Marks an element whose text already asks for Pretendard while the rest of the page waits for the loader. */
export const pretendardSwapAttribute = 'data-pretendard-swap';
/**
 * Marks an element with no text of its own to move (a container, a picture) that asks for Pretendard before
 * the loader's last step, so that the last step changes the font of no element but the body.
 */
export const pretendardSettledAttribute = 'data-pretendard-settled';
/** The loader sets this attribute of the root element to `pretendardInstalledValue` once Pretendard is in. */
export const pretendardInstalledAttribute = 'data-pretendard';
export const pretendardInstalledValue = 'installed';
