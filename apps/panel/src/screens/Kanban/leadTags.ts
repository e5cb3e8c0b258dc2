import type { LeadTagColor, LeadTagDefinition } from '@agente/api';
import type { TagColor, TagOption } from '@agente/ui';

/** The contract's colour names as the design system's tag colours. */
export const TAG_COLOR_OF: Readonly<Record<LeadTagColor, TagColor>> = {
  azul: 'blue',
  verde: 'green',
  laranja: 'orange',
  vermelho: 'red',
  roxo: 'purple',
  cinza: 'gray',
};

/** The account's tags as the card's menu lists them (the id is the name a lead carries). */
export function tagOptions(tags: readonly LeadTagDefinition[]): TagOption[] {
  return tags.map((tag) => ({ id: tag.nome, label: tag.nome, color: TAG_COLOR_OF[tag.cor] }));
}

export type TagDisplay = { label: string; color: TagColor | 'neutral' | 'none' };

/**
 * What a lead's tag button shows: one of the account's tags (matched ignoring case and surrounding spaces) in its
 * colour and as the tag writes it, any other text as written in grey, or the grey placeholder when there is none.
 */
export function tagDisplay(
  etiqueta: string | null,
  options: readonly TagOption[],
  placeholder: string,
): TagDisplay {
  const raw = etiqueta?.trim() ?? '';
  if (!raw) return { label: placeholder, color: 'none' };
  const wanted = raw.toLowerCase();
  const known = options.find((tag) => tag.id.toLowerCase() === wanted);
  return known ? { label: known.label, color: known.color } : { label: etiqueta ?? raw, color: 'neutral' };
}
