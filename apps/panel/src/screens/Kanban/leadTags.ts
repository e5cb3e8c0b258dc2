import type { TagOption, TagTone } from '@agente/ui';

/** The four lead tags and their colours. */
export const LEAD_TAGS: readonly TagOption[] = [
  { id: 'LEAD NOVO', label: 'LEAD NOVO', tone: 'blue' },
  { id: 'COMPRA EFETUADA', label: 'COMPRA EFETUADA', tone: 'green' },
  { id: 'RETORNAR CONTATO', label: 'RETORNAR CONTATO', tone: 'orange' },
  { id: 'CANCELADO', label: 'CANCELADO', tone: 'red' },
];

export type TagDisplay = { label: string; tone: TagTone | 'neutral' | 'none' };

/**
 * What a lead's tag button shows: a known tag (matched ignoring case and surrounding spaces) in its
 * colour, an unknown tag as written in grey, or the grey placeholder when there is none.
 */
export function tagDisplay(etiqueta: string | null, placeholder: string): TagDisplay {
  const raw = etiqueta?.trim() ?? '';
  if (!raw) return { label: placeholder, tone: 'none' };
  const known = LEAD_TAGS.find((tag) => tag.id === raw.toUpperCase());
  return known ? { label: known.label, tone: known.tone } : { label: etiqueta ?? raw, tone: 'neutral' };
}
