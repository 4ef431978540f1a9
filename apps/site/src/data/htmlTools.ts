// What turns stored HTML into what a page shows. It loads with the first read of stored HTML, apart from
// the pages' code: a page hydrated from the server's data never loads it.
export { sanitizeHtml } from '../components/sanitizeHtml';
export { excerptOfHtml } from '../seo/plainText';
