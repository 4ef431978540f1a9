import '@company/tokens/global';
import '@company/tokens/fonts.css';
import { reloadOnPreloadError } from './app/lazyWithReload';
import { startApp } from './app/startApp';

reloadOnPreloadError();
void startApp();
