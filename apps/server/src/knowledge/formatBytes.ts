/** "5 MB", "512 KB": a size as the panel and its messages write it. */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1_024 * 1_024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1).replace('.', ',')} MB`;
  return `${Math.ceil(bytes / 1_024)} KB`;
}
