import '@company/tokens/global';
import { applyFontFacesAfterFirstPaint } from './app/fontFaces';
import { startApp } from './app/startApp';

// The build links Pretendard's faces from each page's HTML (server/document.ts), held until the page has
// painted; the dev server has no such page, so it takes them here.
if (import.meta.env.DEV) void import('@company/tokens/fonts.css');

void startApp().finally(() => applyFontFacesAfterFirstPaint());
