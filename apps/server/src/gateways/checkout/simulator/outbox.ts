import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SAO_PAULO_TIME_ZONE } from '@agente/rules';
import { OUTBOX_LIST_LIMIT } from '../../../constants.ts';
import { escapeHtml } from '../../../static/html.ts';
import { linksIn } from '../../mail/mailer.ts';
import type { OutboxEntry } from '../../mail/outboxMailer.ts';

/** The newest mails of the outbox folder (file names sort by time); unreadable entries are skipped. */
export async function readOutbox(outboxDir: string, limit = OUTBOX_LIST_LIMIT): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch {
    return [];
  }
  const newest = names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, limit);
  const entries: OutboxEntry[] = [];
  for (const name of newest) {
    try {
      entries.push(JSON.parse(await readFile(join(outboxDir, name), 'utf8')) as OutboxEntry);
    } catch {
      // a mail being written right now, or a stray file: not listed
    }
  }
  return entries;
}

/**
 * A mail's HTML part as the customer sees it, in a sandboxed frame: no script, no access to this page. Our own
 * mails use inline styles only, which this page's policy allows.
 */
function htmlPreview(entry: OutboxEntry): string {
  if (!entry.html) return '';
  return `<iframe class="mail-html" sandbox="" title="${escapeHtml(`Versão HTML: ${entry.subject}`)}" srcdoc="${escapeHtml(entry.html)}"></iframe>
    <details><summary>Versão em texto</summary>`;
}

/** One mail: its HTML part when it has one, its text as sent, and every address in it as a link. */
function mailSection(entry: OutboxEntry): string {
  const links = linksIn(entry.text)
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('');
  const sentAt = new Date(entry.sentAt).toLocaleString('pt-BR', { timeZone: SAO_PAULO_TIME_ZONE });
  return `<article class="mail">
    <h3>${escapeHtml(entry.subject)}</h3>
    <p>Para: <strong>${escapeHtml(entry.to)}</strong> · ${escapeHtml(sentAt)}</p>
    ${htmlPreview(entry)}
    <pre>${escapeHtml(entry.text)}</pre>${entry.html ? '</details>' : ''}
    ${links ? `<p>Links:</p><ul>${links}</ul>` : ''}
  </article>`;
}

/** The "Caixa de saída" list: the mails the product would have sent, readable in the demo. */
export function outboxSection(entries: readonly OutboxEntry[]): string {
  const body =
    entries.length === 0
      ? '<p>Nenhum e-mail enviado ainda.</p>'
      : entries.map((entry) => mailSection(entry)).join('\n');
  return `<section id="caixa-de-saida" aria-labelledby="caixa-de-saida-titulo">
    <h2 id="caixa-de-saida-titulo">Caixa de saída</h2>
    <p>E-mails que o produto enviou (sem SMTP configurado, ficam só aqui).</p>
    ${body}
  </section>`;
}
