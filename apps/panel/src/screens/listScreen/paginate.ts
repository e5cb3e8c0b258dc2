/** One page of a list (pages from 1); the page is clamped into range so a shrinking list never shows an empty page. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number) {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), totalPages);
  const start = (current - 1) * pageSize;
  return { page: current, totalPages, items: items.slice(start, start + pageSize) };
}
