import { PANEL_CONVERSATIONS_PATH } from '../../constants.ts';
import type { AppDeps } from '../../deps.ts';
import { brandedMailHtml } from '../../gateways/mail/brandedMailHtml.ts';
import {
  HANDOVER_MAIL_BUTTON,
  handoverLeadLabel,
  handoverMailSubject,
  handoverMailText,
} from '../../messages.ts';
import type { HandoverNoticeJob } from '../jobs/enqueue.ts';

export type HandoverNoticeOutcome = 'enviado' | 'ja_atendido';

/** The lead's transcript in the panel. */
export function transcriptLink(publicUrl: string, leadPhone: string): string {
  return `${publicUrl}${PANEL_CONVERSATIONS_PATH}/${encodeURIComponent(leadPhone)}`;
}

/**
 * E-mails the account's owner that a lead waits for a person: who, why, the lead's last words and the link to
 * the transcript. Not sent when that wait is already over (the owner answered or resumed the agent first).
 */
export async function sendHandoverNotice(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  job: HandoverNoticeJob,
): Promise<HandoverNoticeOutcome> {
  const { db } = deps;
  const [state, owner, lead] = await Promise.all([
    db
      .selectFrom('lead_states')
      .select('aguardando_desde')
      .where('user_id', '=', job.userId)
      .where('lead_phone', '=', job.leadPhone)
      .executeTakeFirst(),
    db.selectFrom('users').select(['name', 'email']).where('id', '=', job.userId).executeTakeFirst(),
    // Leads are kept per product: the most recently active card with a name names the lead.
    db
      .selectFrom('leads')
      .select('nome')
      .where('user_id', '=', job.userId)
      .where('lead_phone', '=', job.leadPhone)
      .where('nome', '<>', '')
      .orderBy('data_hora_ultima_interacao', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  if (!owner || state?.aguardando_desde?.toISOString() !== job.since) return 'ja_atendido';
  const label = handoverLeadLabel(lead?.nome ?? '', job.leadPhone);
  const link = transcriptLink(deps.config.publicUrl, job.leadPhone);
  const subject = handoverMailSubject(label);
  const text = handoverMailText({
    ownerName: owner.name,
    lead: label,
    reason: job.reason,
    lastWords: job.lastWords,
    link,
  });
  await deps.mailer.send({
    to: owner.email,
    subject,
    text,
    html: brandedMailHtml(subject, text, { label: HANDOVER_MAIL_BUTTON, href: link }),
  });
  return 'enviado';
}
