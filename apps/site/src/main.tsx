import '@company/tokens/global';
import '@company/tokens/fonts.css';
import { reloadOnPreloadError } from './app/lazyWithReload';
import { APP_START_MARK, afterFirstPaint, afterHeroImage } from './app/paintGates';
import { startupLayers } from './app/startupLayers';
import { yieldToBrowser } from './app/yieldToBrowser';
import { activateDeferredPreloads } from './ssr/deferredPreloads';

async function main(): Promise<void> {
  reloadOnPreloadError();
  // The application's code is downloaded and evaluated only once the server's HTML and its hero image are on
  // screen, so neither its requests nor its parsing and hydration hold back the first or the largest paint.
  await afterFirstPaint();
  await afterHeroImage();
  void activateDeferredPreloads();
  performance.mark(APP_START_MARK);
  for (const evaluate of startupLayers) {
    await evaluate();
    await yieldToBrowser();
  }
  const { startApp } = await import('./app/startApp');
  await startApp();
}

void main();
