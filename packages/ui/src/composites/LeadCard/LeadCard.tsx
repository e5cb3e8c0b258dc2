import { useId } from 'react';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { srOnly } from '../../theme/focus.css.ts';
import { type TagColor, TagMenu, type TagOption } from '../TagMenu/TagMenu.tsx';
import * as styles from './LeadCard.css.ts';

export interface LeadCardData {
  id: number;
  /** First two words of the lead's name. */
  name: string;
  /** +CC (AA) N.NNNN-NNNN, or the raw number. */
  phone: string;
  /** Last interaction, already in pt-BR São Paulo time. */
  lastInteraction: string;
  /** The ISO timestamp of the last interaction (machine-readable <time>). */
  lastInteractionIso: string;
  tag: { label: string; color: TagColor | 'neutral' | 'none' };
  /** https://wa.me/{phone} */
  contactHref: string;
  /** The lead's conversation in the panel, when there is a link to it. */
  conversationHref?: string | undefined;
  /** The lead asked the agent to stop writing, in words with since when; absent when it did not. */
  doNotDisturb?: string | undefined;
  /** The lead bought ("Comprou · R$ 197,00 · Kit"); absent when it did not, or the sale was refunded. */
  purchase?: string | undefined;
}

export interface LeadCardLabels {
  /** "Última interação" */
  lastInteraction: string;
  /** "ENTRAR EM CONTATO" */
  contact: string;
  /** "VER CONVERSA" (shown with `conversationHref`) */
  conversation?: string;
  newTabHint: string;
  /** "Não perturbe": the badge of a lead who asked the agent to stop (the time is in its tooltip and read aloud). */
  doNotDisturb?: string;
  /** The tag button's accessible name, e.g. "Etiqueta de Maria Souza: LEAD NOVO". */
  tagButton: (lead: LeadCardData) => string;
}

export interface LeadCardProps {
  lead: LeadCardData;
  labels: LeadCardLabels;
  tagOptions: readonly TagOption[];
  onTagSelect: (leadId: number, tagId: string) => void;
  /** The server is confirming a tag change for this lead. */
  isTagPending?: boolean;
  /**
   * Where the card sits in a feed of cards (1-based, out of every lead of the column, loaded or not): the card
   * then takes focus itself, so the keyboard can move from card to card.
   */
  feedPosition?: { index: number; setSize: number };
}

/**
 * A lead on the kanban: name, phone, "comprou" when it bought, "não perturbe" when the lead asked the agent to
 * stop, last interaction, tag menu, its conversation and the chat link.
 */
export function LeadCard({
  lead,
  labels,
  tagOptions,
  onTagSelect,
  isTagPending = false,
  feedPosition,
}: LeadCardProps) {
  const nameId = useId();
  return (
    <article
      className={styles.card}
      aria-labelledby={nameId}
      tabIndex={feedPosition ? 0 : undefined}
      aria-posinset={feedPosition?.index}
      aria-setsize={feedPosition?.setSize}
    >
      <h3 id={nameId} className={styles.name}>
        {/* A name is text from outside: isolated, its direction never reorders what the card shows around it. */}
        <bdi>{lead.name}</bdi>
      </h3>
      <span className={styles.line}>{lead.phone}</span>
      {lead.purchase && (
        <Badge tone="success" className={styles.quiet}>
          {lead.purchase}
        </Badge>
      )}
      {lead.doNotDisturb && (
        <Badge tone="neutral" className={styles.quiet} title={lead.doNotDisturb}>
          <span aria-hidden="true">{labels.doNotDisturb ?? lead.doNotDisturb}</span>
          <span className={srOnly}>{lead.doNotDisturb}</span>
        </Badge>
      )}
      <span className={styles.interaction}>
        {labels.lastInteraction}:{' '}
        <time dateTime={lead.lastInteractionIso} className={styles.nowrap}>
          {lead.lastInteraction}
        </time>
      </span>
      <div className={styles.actions}>
        <TagMenu
          options={tagOptions}
          current={lead.tag}
          aria-label={labels.tagButton(lead)}
          isPending={isTagPending}
          onSelect={(tagId) => onTagSelect(lead.id, tagId)}
        />
        {lead.conversationHref && labels.conversation && (
          <Link href={lead.conversationHref} className={styles.contact}>
            {labels.conversation}
          </Link>
        )}
        <Link href={lead.contactHref} isExternal newTabLabel={labels.newTabHint} className={styles.contact}>
          {labels.contact}
        </Link>
      </div>
    </article>
  );
}
