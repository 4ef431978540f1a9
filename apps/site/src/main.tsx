import '@company/tokens/global';
import { reloadOnPreloadError } from './app/lazyWithReload';
import { startApp } from './app/startApp';

// The build links Pretendard's faces from each page's HTML (server/document.ts); the dev server has no such
// page, so it takes them here.
if (import.meta.env.DEV) void import('@company/tokens/fonts.css');

reloadOnPreloadError();
void startApp();
