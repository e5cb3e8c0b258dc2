import type { KanbanGroup, Lead } from '@agente/api';
import { formatPhoneLeadCard, purchaseMark, WHATSAPP_CHAT_BASE_URL, whatsAppChatUrl } from '@agente/rules';
import { formatDateTime, formatLeadName, type KanbanColumnData, type TagOption } from '@agente/ui';
import { PATHS, pathTo } from '../../paths.ts';
import { KANBAN_COPY } from './kanban.copy.ts';
import { tagDisplay } from './leadTags.ts';

/** How many of a step's first words its column shows under 'Etapa n'. */
export const STEP_EXCERPT_WORDS = 6;

/** The step's first words, with an ellipsis when the text goes on; undefined for a step without text. */
export function stepExcerpt(text: string | null): string | undefined {
  const words = text?.split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0) return undefined;
  const shown = words.slice(0, STEP_EXCERPT_WORDS).join(' ');
  return words.length > STEP_EXCERPT_WORDS ? `${shown}…` : shown;
}

const byMostRecentInteraction = (a: Lead, b: Lead) =>
  Date.parse(b.data_hora_ultima_interacao) - Date.parse(a.data_hora_ultima_interacao);

/**
 * The board's columns from the server's groups: one per step ('Etapa n' over its first words, in step order,
 * steps without leads included so the whole funnel shows), the leads loaded
 * so far by most recent interaction first, each tag as confirmed by the server (`confirmedTags` overrides the
 * load) in the colour of the account's tag of that name (`tags`), the column's count of the period and whether more remain to load.
 */
export function kanbanColumns(
  groups: readonly KanbanGroup[],
  confirmedTags: ReadonlyMap<number, string>,
  tags: readonly TagOption[],
): KanbanColumnData[] {
  return [...groups]
    .sort((a, b) => a.ultimo_step - b.ultimo_step)
    .map((group) => ({
      id: group.ultimo_step,
      title: KANBAN_COPY.column(group.ultimo_step),
      excerpt: stepExcerpt(group.texto_etapa),
      total: group.total,
      hasMore: group.cursor !== null,
      leads: [...group.leads].sort(byMostRecentInteraction).map((lead) => ({
        id: lead.id,
        name: formatLeadName(lead.nome),
        phone: formatPhoneLeadCard(lead.lead_phone),
        lastInteraction: formatDateTime(lead.data_hora_ultima_interacao),
        lastInteractionIso: lead.data_hora_ultima_interacao,
        tag: tagDisplay(confirmedTags.get(lead.id) ?? lead.etiqueta, tags, KANBAN_COPY.untagged),
        contactHref: whatsAppChatUrl(lead.lead_phone) ?? WHATSAPP_CHAT_BASE_URL,
        conversationHref: pathTo(PATHS.conversation, { phone: lead.lead_phone }),
        ...(lead.nao_perturbe_desde
          ? { doNotDisturb: KANBAN_COPY.doNotDisturbSince(formatDateTime(lead.nao_perturbe_desde)) }
          : {}),
        ...(lead.compra ? { purchase: purchaseMark(lead.compra) } : {}),
      })),
    }));
}

/** The lead's tag as the board currently shows it (for the tag actor's starting point). */
export function currentTag(
  groups: readonly KanbanGroup[],
  leadId: number,
  confirmedTags: ReadonlyMap<number, string>,
) {
  if (confirmedTags.has(leadId)) return confirmedTags.get(leadId) ?? null;
  for (const group of groups) {
    const lead = group.leads.find((l) => l.id === leadId);
    if (lead) return lead.etiqueta;
  }
  return null;
}
