import type { KanbanColumnData } from '../KanbanColumn/KanbanColumn.tsx';
import type { LeadCardData, LeadCardLabels } from '../LeadCard/LeadCard.tsx';
import type { TagOption } from '../TagMenu/TagMenu.tsx';

// Story fixtures for the kanban pieces (not exported by the package).

export const TAG_OPTIONS: readonly TagOption[] = [
  { id: 'LEAD NOVO', label: 'LEAD NOVO', color: 'blue' },
  { id: 'COMPRA EFETUADA', label: 'COMPRA EFETUADA', color: 'green' },
  { id: 'RETORNAR CONTATO', label: 'RETORNAR CONTATO', color: 'orange' },
  { id: 'CANCELADO', label: 'CANCELADO', color: 'red' },
];

export const LEAD_LABELS: LeadCardLabels = {
  lastInteraction: 'Última interação',
  contact: 'ENTRAR EM CONTATO',
  newTabHint: '(abre em nova aba)',
  doNotDisturb: 'Não perturbe',
  tagButton: (lead) => `Etiqueta de ${lead.name}: ${lead.tag.label}`,
};

const FIRST = ['Maria', 'João', 'Ana', 'Pedro', 'Juliana', 'Carlos', 'Fernanda', 'Lucas'];
const LAST = ['Souza', 'Silva', 'Oliveira', 'Santos', 'Lima', 'Costa'];
const TAGS = [
  ...TAG_OPTIONS.map((o) => ({ label: o.label, color: o.color })),
  { label: 'ETIQUETAR', color: 'none' as const },
];

/** A deterministic lead: the same index always gives the same card. */
export function storyLead(index: number): LeadCardData {
  const digits = String(988_880_000 + index).padStart(9, '0');
  const minutes = String(59 - (index % 60)).padStart(2, '0');
  return {
    id: index + 1,
    name: `${FIRST[index % FIRST.length]} ${LAST[index % LAST.length]}`,
    phone: `+55 (11) ${digits[0]}.${digits.slice(1, 5)}-${digits.slice(5)}`,
    lastInteraction: `12/05/2025 14:${minutes}`,
    lastInteractionIso: `2025-05-12T17:${minutes}:00Z`,
    tag: TAGS[index % TAGS.length] ?? { label: 'ETIQUETAR', color: 'none' },
    contactHref: `https://wa.me/5511${digits}`,
  };
}

const STEP_EXCERPTS = [
  'Oi! Tudo bem? Eu sou a…',
  'Veja como o sérum age na…',
  'Hoje o kit de 3 frascos…',
  'Posso te mandar o link de…',
  'Ficou com alguma dúvida sobre o…',
];

/** `total` leads spread over `steps` columns titled "Etapa n", each with its step's first words. */
export function storyColumns(total: number, steps: number): KanbanColumnData[] {
  const leadsByColumn: LeadCardData[][] = Array.from({ length: steps }, () => []);
  for (let i = 0; i < total; i += 1) leadsByColumn[i % steps]?.push(storyLead(i));
  const columns = leadsByColumn.map((leads, i) => ({
    id: i + 1,
    title: `Etapa ${i + 1}`,
    excerpt: STEP_EXCERPTS[i % STEP_EXCERPTS.length],
    total: leads.length,
    leads,
    hasMore: false,
  }));
  return columns;
}

export const SCROLL_LABELS = { back: 'Ver etapas anteriores', forward: 'Ver próximas etapas' };
