/**
 * The 번호 column of a newest-first list: the oldest post is 1, so the first row of page 1 carries the total
 * and numbers fall from there across pages.
 */
export function listNumber(total: number, page: number, pageSize: number, index: number): number {
  return total - (page - 1) * pageSize - index;
}
