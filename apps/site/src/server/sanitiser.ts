import { JSDOM } from 'jsdom';
import { setSanitiserWindow } from '../components/sanitizeHtml';

/** The server has no DOM: stored HTML is sanitised in a jsdom window, with the browser's rules. */
export function installServerSanitiser(): void {
  const { window } = new JSDOM('');
  setSanitiserWindow(window);
}
