import { SAO_PAULO_TIME_ZONE } from '@agente/rules';
import { escapeHtml } from '../../../../static/html.ts';
import type { Chat, ChatContent, ChatEntry } from './chatLog.ts';

function contentHtml(content: ChatContent): string {
  if (content.kind === 'text') return `<p>${escapeHtml(content.text)}</p>`;
  const url = escapeHtml(content.url);
  const caption = content.caption ? `<p>${escapeHtml(content.caption)}</p>` : '';
  switch (content.type) {
    case 'image':
      return `<img src="${url}" alt="${escapeHtml(content.caption || 'Imagem enviada')}">${caption}`;
    case 'video':
      return `<video controls preload="metadata" src="${url}"></video>${caption}`;
    case 'audio':
      return `<audio controls preload="metadata" src="${url}"></audio>${caption}`;
    case 'document':
      return `<a href="${url}" target="_blank" rel="noopener">📄 ${escapeHtml(content.fileName || 'Documento')}</a>${caption}`;
  }
}

function bubble(entry: ChatEntry): string {
  const time = entry.at.toLocaleTimeString('pt-BR', {
    timeZone: SAO_PAULO_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
  });
  const side = entry.from === 'lead' ? 'lead' : 'conta';
  return `<li class="bolha ${side}">${contentHtml(entry.content)}<time datetime="${entry.at.toISOString()}">${time}</time></li>`;
}

/** One lead's conversation as a chat: the lead's bubbles on the left, the account's on the right, and a reply box. */
export function chatHtml(chat: Chat, replyAction: string, tokenInput: string): string {
  const lead = escapeHtml(chat.lead);
  const title = chat.leadName ? `${escapeHtml(chat.leadName)} · ${lead}` : lead;
  return `<article class="chat" aria-label="Conversa com ${lead}">
      <h3>${title}</h3>
      <ol class="mensagens">${chat.entries.map(bubble).join('')}</ol>
      <form method="post" action="${replyAction}" class="resposta">${tokenInput}
        <input type="hidden" name="telefone" value="${lead}">
        <input type="hidden" name="nome" value="${escapeHtml(chat.leadName)}">
        <input type="hidden" name="direcao" value="in">
        <label>Responder como o lead <textarea name="texto" required maxlength="10000" rows="2"></textarea></label>
        <button type="submit">Enviar</button>
      </form>
    </article>`;
}
