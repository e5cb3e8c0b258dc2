import type { TagColor, TagOption } from '@agente/ui';

/** The four lead tags and their colours. */
export const LEAD_TAGS: readonly TagOption[] = [
  { id: 'LEAD NOVO', label: 'LEAD NOVO', color: 'blue' },
  { id: 'COMPRA EFETUADA', label: 'COMPRA EFETUADA', color: 'green' },
  { id: 'RETORNAR CONTATO', label: 'RETORNAR CONTATO', color: 'orange' },
  { id: 'CANCELADO', label: 'CANCELADO', color: 'red' },
];

export type TagDisplay = { label: string; color: TagColor | 'neutral' | 'none' };

/**
 * What a lead's tag button shows: a known tag (matched ignoring case and surrounding spaces) in its
 * colour, an unknown tag as written in grey, or the grey placeholder when there is none.
 */
export function tagDisplay(etiqueta: string | null, placeholder: string): TagDisplay {
  const raw = etiqueta?.trim() ?? '';
  if (!raw) return { label: placeholder, color: 'none' };
  const known = LEAD_TAGS.find((tag) => tag.id === raw.toUpperCase());
  return known ? { label: known.label, color: known.color } : { label: etiqueta ?? raw, color: 'neutral' };
}
