import { SAO_PAULO_TIME_ZONE } from '@agente/rules';
import { escapeHtml } from '../../../../static/html.ts';
import { chatHtml } from './chatView.ts';
import type { SimulatedInstance } from './instanceRegistry.ts';

export interface PageOptions {
  readonly instances: readonly SimulatedInstance[];
  /** Anti-forgery token every form carries (the page runs on loopback, but other sites could post to it). */
  readonly formToken: string;
  readonly notice: string | null;
  readonly autoConnectSeconds: number | null;
  /** The registry's revision the page shows: its script reloads when the simulator's moves on. */
  readonly revision: number;
  /** Nonce of the page's one inline script (the CSP allows nothing else). */
  readonly scriptNonce: string;
  readonly refreshMs: number;
}

const STATUS_LABEL: Record<SimulatedInstance['status'], string> = {
  pending: 'Aguardando leitura do QR Code',
  connected: 'Conectado',
};

function instanceSection(instance: SimulatedInstance, formToken: string): string {
  const name = escapeHtml(instance.name);
  const phone = escapeHtml(instance.phone ?? instance.name);
  const base = `/painel/instancias/${encodeURIComponent(instance.name)}`;
  const token = `<input type="hidden" name="token" value="${escapeHtml(formToken)}">`;
  const scan =
    instance.status === 'pending'
      ? `<img src="${escapeHtml(instance.qrCode)}" alt="QR Code da instância ${phone}" width="200" height="200">
      <form method="post" action="${base}/ler">${token}<button type="submit">Simular leitura</button></form>`
      : '';
  const message =
    instance.status === 'connected'
      ? `<form method="post" action="${base}/mensagens" class="mensagem">${token}
        <label>Telefone do lead <input name="telefone" required inputmode="numeric" value="5511912345678"></label>
        <label>Nome do lead <input name="nome" maxlength="100" value="Lead de teste"></label>
        <label>Quem escreve
          <select name="direcao"><option value="in">o lead</option><option value="out">o dono, pelo celular (pausa o agente para o lead)</option></select>
        </label>
        <label>Anexo
          <select name="anexo"><option value="">nenhum</option><option value="foto">foto do produto</option><option value="audio">mensagem de voz</option></select>
        </label>
        <label>Mensagem (com anexo, é a legenda; pode ficar vazia) <textarea name="texto" maxlength="10000">Olá! Quero saber mais sobre o produto.</textarea></label>
        <button type="submit">Enviar como lead</button>
      </form>`
      : '';
  const chats = instance.chats.list();
  const conversations =
    chats.length === 0
      ? ''
      : `<h3>Conversas</h3>${chats.map((chat) => chatHtml(chat, `${base}/mensagens`, token)).join('\n')}`;
  return `<section id="instancia-${name}">
    <h2>${phone}</h2>
    <p>Instância <code>${name}</code> · Status: <strong>${STATUS_LABEL[instance.status]}</strong> · criada em ${escapeHtml(instance.createdAt.toLocaleString('pt-BR', { timeZone: SAO_PAULO_TIME_ZONE }))}</p>
    ${scan}${conversations}${message}
  </section>`;
}

/**
 * Reloads the page when the simulator changed (a new instance, a message sent), but never over the user's work: not
 * while a field has focus or holds an edit, and never once a form was sent, since a reload then would cancel the
 * submission on its way (the server may already have taken it).
 */
const refreshScript = (revision: number, refreshMs: number) => `
  const shown = ${revision};
  let sending = false;
  addEventListener('submit', () => { sending = true; });
  const values = () => JSON.stringify([...document.querySelectorAll('input, textarea, select')].map((field) => field.value));
  const loaded = values();
  const edited = () => values() !== loaded;
  const busy = () => sending || document.hidden || document.activeElement?.matches('input, textarea, select') || edited();
  setInterval(async () => {
    if (busy()) return;
    try {
      const answer = await (await fetch('/painel/revisao', { cache: 'no-store' })).json();
      if (answer.revision === shown || busy()) return;
      // Drops a shown notice (?aviso) once; replacing a URL that differs only by its #fragment would not reload.
      if (location.search) location.replace(location.pathname + location.hash);
      else location.reload();
    } catch {}
  }, ${refreshMs});`;

/** The simulator's only page: every instance, a 'Simular leitura' button, its chats and a form to write as a lead. */
export function renderSimulatorPage({
  instances,
  formToken,
  notice,
  autoConnectSeconds,
  revision,
  scriptNonce,
  refreshMs,
}: PageOptions): string {
  const auto =
    autoConnectSeconds === null
      ? ''
      : `<p>Conexão automática ligada: cada instância conecta sozinha ${autoConnectSeconds} s depois de criada.</p>`;
  const body =
    instances.length === 0
      ? '<p>Nenhuma instância ainda. No painel, abra "Conectar WhatsApp" e gere o QR Code.</p>'
      : instances.map((instance) => instanceSection(instance, formToken)).join('\n');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Simulador do WhatsApp</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1f2937; }
  section { border: 1px solid #d1d5db; border-radius: 0.5rem; padding: 1rem; margin: 1rem 0; }
  label { display: block; margin: 0.5rem 0; }
  input, select, textarea { display: block; width: 100%; padding: 0.4rem; font: inherit; }
  button { padding: 0.5rem 1rem; font: inherit; cursor: pointer; }
  .chat { border: 1px solid #e5e7eb; border-radius: 0.5rem; padding: 0.5rem; margin: 0.75rem 0; background: #efeae2; }
  .chat h3 { margin: 0 0 0.5rem; font-size: 1rem; }
  .mensagens { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.4rem; }
  .bolha { max-width: 75%; padding: 0.4rem 0.6rem; border-radius: 0.5rem; background: #fff; align-self: flex-start; }
  .bolha.conta { background: #d9fdd3; align-self: flex-end; }
  .bolha p { margin: 0.2rem 0; white-space: pre-wrap; }
  .bolha img, .bolha video { max-width: 100%; border-radius: 0.3rem; }
  .bolha time { display: block; font-size: 0.75rem; color: #6b7280; text-align: right; }
  .aviso { background: #ecfdf5; border: 1px solid #10b981; padding: 0.75rem; border-radius: 0.5rem; }
</style>
</head>
<body>
<h1>Simulador do WhatsApp</h1>
<p>Serviço de instâncias embutido (usado quando CONNECTION_SERVICE_URL não está definido). A página se atualiza sozinha quando algo muda.</p>
${auto}
${notice ? `<p class="aviso" role="status">${escapeHtml(notice)}</p>` : ''}
${body}
<script nonce="${escapeHtml(scriptNonce)}">${refreshScript(revision, refreshMs)}
</script>
</body>
</html>`;
}
