const IMAGE_TAG = /<img\b[^>]*>/gi;
const ALT_ATTRIBUTE = /\salt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** How many images of an HTML body have no alternative text (none, or only spaces). */
export function imagesMissingAlt(html: string): number {
  const tags = html.match(IMAGE_TAG) ?? [];
  return tags.filter((tag) => {
    const alt = ALT_ATTRIBUTE.exec(tag);
    return !(alt?.[1] ?? alt?.[2] ?? alt?.[3] ?? '').trim();
  }).length;
}
