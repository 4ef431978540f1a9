/** Marks an element whose text already asks for Pretendard while the rest of the page waits for the loader. */
export const pretendardSwapAttribute = 'data-pretendard-swap';
/** Matches the root element once the loader has installed Pretendard. */
export const pretendardInstalledSelector = '[data-pretendard="installed"]';
