const KB = 1_024;
const MB = KB * KB;

/**
 * "5 MB", "2,5 MB", "512 KB": a size as the panel and the server's messages write it. 'KB' always counts in
 * kilobytes (a document's size in its list), never less than 1 KB.
 */
export function formatBytes(bytes: number, unit: 'auto' | 'KB' = 'auto'): string {
  const mb = bytes / MB;
  if (unit === 'auto' && mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / KB))} KB`;
}
