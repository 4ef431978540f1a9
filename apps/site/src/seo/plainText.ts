import { Parser } from 'htmlparser2';

/** Elements whose content is not reading text (and that the site's sanitiser drops whole). */
const skippedElements = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
]);

/** Elements that end a line of text: their boundaries become spaces, so words do not run together. */
const breakingElements = new Set([
  'p',
  'br',
  'div',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'hr',
  'tr',
  'td',
  'th',
  'section',
  'article',
]);

/**
 * The reading text of stored HTML, tags removed and entities decoded, whitespace collapsed. Works without a
 * DOM (on the server too); text inside scripts, styles and embeds is left out.
 */
export function plainTextOfHtml(html: string): string {
  let text = '';
  let skipping = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (skippedElements.has(name)) skipping += 1;
        if (breakingElements.has(name)) text += ' ';
      },
      onclosetag(name) {
        if (skippedElements.has(name)) skipping = Math.max(0, skipping - 1);
        if (breakingElements.has(name)) text += ' ';
      },
      ontext(chunk) {
        if (skipping === 0) text += chunk;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return text.replace(/\s+/g, ' ').trim();
}

/** At most `maxLength` characters of text, cut at a word boundary when there is one, with an ellipsis. */
export function excerpt(text: string, maxLength = 200): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
