import type { SalePlatform } from '@agente/api';

/** pt-BR texts of the Vendas screen (rules: docs/sales.md). */
export const VENDAS_COPY = {
  title: 'Vendas',
  intro:
    'Conecte o checkout dos seus produtos: cada venda aprovada marca o lead como "comprou" e para os follow-ups, e pix ou boleto não pagos recebem a sua mensagem de recuperação.',
  loading: 'Carregando...',
  loadFailed: 'Erro ao carregar a configuração de vendas',
  addresses: 'Endereços do webhook de vendas',
  addressesHint:
    'Cada endereço leva o segredo da sua conta: não o compartilhe. Gerar um novo segredo desativa os endereços antigos.',
  platforms: {
    hotmart: 'Hotmart',
    kiwify: 'Kiwify',
    generico: 'Outro checkout (formato genérico)',
  } satisfies Record<SalePlatform, string>,
  addressLabel: (platform: string) => `Endereço para ${platform}`,
  copyLabel: (platform: string) => `Copiar endereço: ${platform}`,
  copied: 'Copiado!',
  copyFailed: 'Não foi possível copiar. Selecione o endereço e copie manualmente.',
  regenerate: 'Gerar novo segredo',
  regenerating: 'Gerando...',
  regenerated: 'Novo segredo gerado. Atualize o endereço no seu checkout.',
  regenerateFailed: 'Erro ao gerar um novo segredo',
  steps: {
    hotmart: [
      { title: 'Na Hotmart, abra Ferramentas › Webhook (API e notificações)' },
      {
        title: 'Cadastre uma nova configuração com o endereço para a Hotmart',
        description:
          'Versão 2.0.0; eventos: Compra aprovada, Boleto/Pix impresso, Abandono de carrinho, Compra reembolsada, Chargeback e Compra cancelada.',
      },
    ],
    kiwify: [
      { title: 'Na Kiwify, abra Apps › Webhooks e crie um webhook' },
      {
        title: 'Cole o endereço para a Kiwify e escolha os eventos',
        description:
          'Compra aprovada, Pix gerado, Boleto gerado, Carrinho abandonado, Compra reembolsada, Chargeback e Compra recusada.',
      },
    ],
    generico: [
      { title: 'Configure o seu checkout para enviar um POST em JSON ao endereço genérico' },
      {
        title: 'Campos: id, tipo, telefone, email, oferta, valor, ref, transacao',
        description:
          'tipo: aprovada, aguardando_pagamento, abandonada, reembolsada ou cancelada; ref: o código que o link da oferta levou.',
      },
    ],
  } satisfies Record<SalePlatform, readonly { title: string; description?: string }[]>,
  tracking:
    'Os links de oferta que o agente envia levam um código do lead (sck na Hotmart e na Kiwify, ref nos demais): assim a venda encontra o lead certo.',
  messages: 'Mensagens depois da compra',
  thankYou: 'Agradecimento após a compra aprovada',
  thankYouText: 'Mensagem de agradecimento',
  recovery: 'Recuperação de pix, boleto ou carrinho abandonado',
  recoveryText: 'Mensagem de recuperação',
  recoveryTextHint: 'O link da mesma oferta vai junto, no fim da mensagem.',
  recoveryDelay: 'Enviar após (minutos)',
  recoveryDelayHint: 'Dentro do horário dos follow-ups; nada é enviado se o lead pagar antes.',
  state: (isOn: boolean) =>
    isOn ? 'Ligado: a mensagem será enviada.' : 'Desligado: a mensagem não será enviada.',
  save: 'Salvar mensagens',
  saving: 'Salvando...',
  saved: 'Mensagens salvas',
  saveFailed: 'Erro ao salvar as mensagens',
} as const;
