import type { LeadLocation } from '@agente/api';
import { formatPhoneBr, purchaseMark, WHATSAPP_CHAT_BASE_URL, whatsAppChatUrl } from '@agente/rules';
import { formatDateTime } from '@agente/ui';
import { PATHS, pathTo } from '../../paths.ts';
import type { LeadDetails } from './LeadDetailsView.tsx';
import { LEADS_COPY } from './leads.copy.ts';

const COPY = LEADS_COPY.lead;

/** What the lead's dialog shows of the server's answer, in pt-BR. */
export function leadDetails({ lead, nome_produto }: LeadLocation): LeadDetails {
  return {
    name: lead.nome.trim() || COPY.untitled,
    details: [
      { label: COPY.phone, value: formatPhoneBr(lead.lead_phone) },
      { label: COPY.product, value: nome_produto ?? COPY.productRemoved },
      { label: COPY.step, value: COPY.stepValue(lead.ultimo_step) },
      { label: COPY.tag, value: lead.etiqueta?.trim() || COPY.noTag },
      { label: COPY.lastInteraction, value: formatDateTime(lead.data_hora_ultima_interacao) },
      ...(lead.nao_perturbe_desde
        ? [{ label: COPY.doNotDisturb, value: formatDateTime(lead.nao_perturbe_desde) }]
        : []),
      ...(lead.compra ? [{ label: COPY.purchase, value: purchaseMark(lead.compra) }] : []),
    ],
    conversationHref: pathTo(PATHS.conversation, { phone: lead.lead_phone }),
    contactHref: whatsAppChatUrl(lead.lead_phone) ?? WHATSAPP_CHAT_BASE_URL,
  };
}
