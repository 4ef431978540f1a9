import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { sizeBodyImage } from '../images/storageImages';

/**
 * What the editor can produce, and nothing else: no scripts, no event handlers, no iframes or embeds, no
 * forms, no inline styles beyond text alignment; links limited to http(s), mailto, tel and sms.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'blockquote',
  'pre',
  'code',
  'ol',
  'ul',
  'li',
  'a',
  'img',
  'hr',
  'span',
];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'src', 'alt', 'title', 'style', 'width', 'height', 'class'];
const SAFE_URL = /^(?:https?:|mailto:|tel:|sms:|\/(?!\/)|#)/i;
const SAFE_STYLE = /^\s*text-align:\s*(left|center|right|justify)\s*;?\s*$/i;

declare const sanitized: unique symbol;
/** HTML that went through `sanitizeHtml`: the only HTML `SafeHtml` renders. */
export type SanitizedHtml = string & { readonly [sanitized]: true };

let purifier: Purifier | undefined;

/**
 * Gives the sanitiser a DOM to work with where there is none (the server renderer passes a jsdom window);
 * in the browser it uses the page's own window.
 */
export function setSanitiserWindow(window: WindowLike): void {
  purifier = withHooks(DOMPurify(window));
}

function withHooks(instance: Purifier): Purifier {
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style' && !SAFE_STYLE.test(data.attrValue)) data.keepAttr = false;
    if ((data.attrName === 'href' || data.attrName === 'src') && !SAFE_URL.test(data.attrValue.trim())) {
      data.keepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // After the attribute checks: the widths it adds are transformation URLs of an already allowed `src`.
    if (node.tagName === 'IMG') sizeBodyImage(node);
  });
  return instance;
}

function readyPurifier(): Purifier {
  purifier ??= withHooks(DOMPurify);
  if (!purifier.isSupported) throw new Error('Sanitising HTML needs a DOM: call setSanitiserWindow first.');
  return purifier;
}

export function sanitizeHtml(html: string): SanitizedHtml {
  return readyPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
  }) as SanitizedHtml;
}

/** The sanitised HTML as a DOM fragment (for reading its text). */
export function sanitizedFragment(html: string): DocumentFragment {
  return readyPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
}
