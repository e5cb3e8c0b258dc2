export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Addresses written with http(s):// or starting with www.; anything else stays text.
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/** Drops sentence punctuation after an address, and a closing parenthesis it did not open. */
function trimAddress(raw: string): string {
  let address = raw.replace(TRAILING_PUNCTUATION, '');
  while (address.endsWith(')') && (address.match(/\(/g)?.length ?? 0) < (address.match(/\)/g)?.length ?? 0)) {
    address = address.slice(0, -1).replace(TRAILING_PUNCTUATION, '');
  }
  return address;
}

/** An http(s) address for a written one; null when it does not parse. */
function hrefFor(address: string): string | null {
  const candidate = /^https?:\/\//i.test(address) ? address : `https://${address}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a chat message into text and links, so addresses can be drawn as links and everything else
 * as plain text (the message is never read as markup).
 */
export function linkify(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let textStart = 0;
  const pushText = (end: number) => {
    if (end > textStart) parts.push({ kind: 'text', text: message.slice(textStart, end) });
  };
  for (const match of message.matchAll(URL_PATTERN)) {
    const address = trimAddress(match[0]);
    const href = address ? hrefFor(address) : null;
    if (!href) continue;
    pushText(match.index);
    parts.push({ kind: 'link', text: address, href });
    textStart = match.index + address.length;
  }
  pushText(message.length);
  return parts;
}
