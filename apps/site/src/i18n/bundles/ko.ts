/** Every Korean locale file by its path, in one module: a page loads all of a language's namespaces together. */
export default import.meta.glob<Record<string, unknown>>('../../../../../locales/ko/*.json', {
  eager: true,
  import: 'default',
});
