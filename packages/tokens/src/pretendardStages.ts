/** Marks an element whose text already asks for Pretendard while the rest of the page waits for the loader. */
export const pretendardSwapAttribute = 'data-pretendard-swap';
/** The loader sets this attribute of the root element to `pretendardInstalledValue` once Pretendard is in. */
export const pretendardInstalledAttribute = 'data-pretendard';
export const pretendardInstalledValue = 'installed';
/** Matches the root element once the loader has installed Pretendard. */
export const pretendardInstalledSelector = `[${pretendardInstalledAttribute}="${pretendardInstalledValue}"]`;
