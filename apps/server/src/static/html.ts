/** Escapes text for HTML element content and double-quoted attributes. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
