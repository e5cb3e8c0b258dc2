import { escapeHtml } from '../../static/html.ts';
import type { SimulatedInstance } from './instanceRegistry.ts';

export interface PageOptions {
  readonly instances: readonly SimulatedInstance[];
  /** Anti-forgery token every form carries (the page runs on loopback, but other sites could post to it). */
  readonly formToken: string;
  readonly notice: string | null;
  readonly autoConnectSeconds: number | null;
}

const STATUS_LABEL: Record<SimulatedInstance['status'], string> = {
  pending: 'Aguardando leitura do QR Code',
  connected: 'Conectado',
};

function instanceSection(instance: SimulatedInstance, formToken: string): string {
  const phone = escapeHtml(instance.phone);
  const base = `/painel/instancias/${encodeURIComponent(instance.phone)}`;
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
          <select name="direcao"><option value="in">o lead</option><option value="out">o agente</option></select>
        </label>
        <label>Mensagem <textarea name="texto" required maxlength="10000">Olá! Quero saber mais sobre o produto.</textarea></label>
        <button type="submit">Enviar como lead</button>
      </form>`
      : '';
  return `<section id="instancia-${phone}">
    <h2>${phone}</h2>
    <p>Status: <strong>${STATUS_LABEL[instance.status]}</strong> · criada em ${escapeHtml(instance.createdAt.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }))}</p>
    ${scan}${message}
  </section>`;
}

/** The simulator's only page: every instance, a 'Simular leitura' button and a form to write as a lead. */
export function renderSimulatorPage({
  instances,
  formToken,
  notice,
  autoConnectSeconds,
}: PageOptions): string {
  const auto =
    autoConnectSeconds === null
      ? ''
      : `<p>Conexão automática ligada: cada instância conecta sozinha ${autoConnectSeconds} s depois de criada.</p>`;
  const body =
    instances.length === 0
      ? '<p>Nenhuma instância ainda. No painel, abra "Conectar Whatsapp" e gere o QR Code.</p>'
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
  .aviso { background: #ecfdf5; border: 1px solid #10b981; padding: 0.75rem; border-radius: 0.5rem; }
</style>
</head>
<body>
<h1>Simulador do WhatsApp</h1>
<p>Serviço de instâncias embutido (usado quando CONNECTION_SERVICE_URL não está definido). Recarregue a página para ver novas instâncias.</p>
${auto}
${notice ? `<p class="aviso" role="status">${escapeHtml(notice)}</p>` : ''}
${body}
</body>
</html>`;
}
