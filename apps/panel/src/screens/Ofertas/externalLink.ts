const HAS_SCHEME = /^https?:\/\//i;

/** A registered link opened as is when it has http(s)://, otherwise with https:// in front. */
export function withScheme(link: string): string {
  const trimmed = link.trim();
  return HAS_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
}
