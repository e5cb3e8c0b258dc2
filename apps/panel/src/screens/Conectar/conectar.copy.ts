import type { ConnectionMethod } from '@agente/api';
import type { ConnectionNoticeTexts, PhoneErrorCode } from '@agente/machines';
import { CONTRACT_SCHEMAS as contract } from '@agente/rules';

const cloudInput = contract.WhatsappCloudConnectionInput;

/** pt-BR texts of the connection page (docs/connection.md), the machine's status lines included. */
export const CONECTAR_COPY = {
  title: 'Conectar WhatsApp',
  intro: 'Conecte o número de WhatsApp em que o agente vai atender os seus leads.',
  unauthorized: 'Não autorizado',
  numberCard: 'Seu número',
  registeredNumber: 'Número cadastrado',
  noRegisteredNumber: 'Nenhum número cadastrado',
  connectionStatus: 'Status da conexão',
  status: {
    checking: 'Verificando...',
    connected: 'Conectado',
    disconnected: 'Desconectado',
    awaitingScan: 'Aguardando leitura',
  },
  phone: 'Número do WhatsApp',
  phonePlaceholder: '5511988887777',
  phoneErrors: {
    phoneFormatInvalid: 'O número de telefone deve estar no formato 5511988887777',
  } satisfies Record<PhoneErrorCode, string>,
  /** The status line; a server's own sentence is shown instead when one came. */
  notices: {
    awaitingScan: 'Aguardando escaneamento do QR Code...',
    /** Own wording: disconnected keeps polling with a message. */
    stillDisconnected: 'Dispositivo ainda não conectado. Continuando tentativas...',
    /** Own wording: any other status keeps polling with a message. */
    unknownStatus: 'Status da conexão desconhecido. Continuando tentativas...',
    timerExpired: 'Timer expirado, mas continuando tentativas...',
    pollingStopped: 'Polling interrompido pelo usuário.',
    statusCheckFailed: 'Erro ao verificar status. Tentando novamente...',
    qrCodeMissing: 'Erro: QR Code não foi gerado pela API.',
    connected: 'Dispositivo conectado com sucesso!',
    disconnected: 'Dispositivo desconectado com sucesso.',
    disconnectFailed: 'Erro ao desconectar. Tente novamente.',
    unauthorized: 'Não autorizado',
    apiUnreachable: 'Erro ao conectar com a API do WhatsApp. Verifique sua conexão.',
    /** An error answer to the QR code's call; 'Erro desconhecido' (own wording) when it carried no message. */
    apiError: (status: number, message = 'Erro desconhecido') => `Erro na API (${status}): ${message}`,
  } satisfies ConnectionNoticeTexts,
  phoneHint: 'Inclua o código do país (55) e o DDD, só números. Ex.: 5511988887777.',
  connect: 'Gerar QR Code',
  reconnect: 'Gerar novo QR Code',
  connecting: 'Gerando QR Code...',
  connectedText: 'O agente está atendendo os leads por este número.',
  disconnect: 'Desconectar Agente',
  confirmTitle: 'Desconectar agente',
  confirmText: 'O agente deixará de responder neste número até que você o conecte novamente.',
  confirm: 'Desconectar',
  cancel: 'Cancelar',
  howTo: 'Como conectar',
  steps: [
    { title: 'Informe o número', description: 'O número do WhatsApp do seu negócio, com 55 e o DDD.' },
    { title: 'Gere o QR Code', description: 'Ele vale por 60 segundos; gere outro se expirar.' },
    {
      title: 'Escaneie com o celular',
      description: 'No WhatsApp, toque em Aparelhos conectados → Conectar um aparelho e aponte a câmera.',
    },
    { title: 'Pronto!', description: 'Quando a conexão for confirmada, a página é atualizada sozinha.' },
  ],
  nextSteps: 'Tudo pronto',
  connectedSteps: [
    {
      title: 'Teste o agente',
      description: 'Mande uma mensagem de outro celular para este número e veja a resposta.',
    },
    {
      title: 'Acompanhe os leads',
      description: 'O Kanban de cada produto mostra em que etapa cada lead está.',
    },
    {
      title: 'Trocar de número',
      description: 'Desconecte o agente e gere um QR Code com o número novo.',
    },
  ],
  qr: {
    title: 'Escaneie o QR Code',
    image: 'QR Code para conectar o WhatsApp',
    instructions: 'Abra o WhatsApp no celular, toque em Aparelhos conectados e escaneie o código.',
    countdown: (secondsLeft: number) => `Expira em ${secondsLeft}s`,
    expired: 'QR Code expirado',
    stop: 'Parar verificação',
  },
  /** The way to connect, offered when the server has both. */
  method: {
    label: 'Como conectar:',
    options: {
      qr_code: 'QR Code (WhatsApp no celular)',
      api_oficial: 'API oficial do WhatsApp',
    } satisfies Record<ConnectionMethod, string>,
  },
  cloud: {
    formTitle: 'API oficial do WhatsApp',
    intro:
      'Use os dados do seu app no painel de desenvolvedores da Meta (WhatsApp → Configuração da API). O produto confere os dados com a Meta antes de salvar.',
    form: {
      phoneNumberId: 'ID do número de telefone',
      phoneNumberIdHint: 'Em WhatsApp → Configuração da API, abaixo do número. Só números.',
      businessAccountId: 'ID da conta do WhatsApp Business',
      businessAccountIdHint: 'Na mesma tela, abaixo do ID do número de telefone. Só números.',
      accessToken: 'Token de acesso',
      accessTokenHint:
        'Um token permanente de um usuário do sistema. Fica cifrado no servidor e nunca é mostrado de novo.',
      showToken: 'Mostrar token',
      hideToken: 'Ocultar token',
      submit: 'Conectar pela API oficial',
      submitting: 'Conferindo com a Meta...',
    },
    errors: {
      phoneNumberIdRequired: cloudInput.phone_number_id.messages.required,
      phoneNumberIdPattern: cloudInput.phone_number_id.messages.pattern,
      businessAccountIdRequired: cloudInput.business_account_id.messages.required,
      businessAccountIdPattern: cloudInput.business_account_id.messages.pattern,
      accessTokenRequired: cloudInput.access_token.messages.required,
      accessTokenInvalid: cloudInput.access_token.messages.pattern,
    },
    /** Own wording: the call failed without a server sentence. */
    failed: 'Não foi possível conectar pela API oficial. Tente novamente.',
    verifiedName: 'Nome verificado',
    number: 'Número na Meta',
    connectedBy: 'Conectado por',
    officialApi: 'API oficial do WhatsApp',
    /** The owner's phone commands do not exist on the official API; the panel's controls do the same. */
    commandsTitle: 'Comandos pelo celular',
    commandsText:
      'Os comandos # e * enviados do celular não funcionam na API oficial. Para pausar o agente em todas as conversas, use o botão Agente no topo do painel; para um lead, use Pausar agente e Retomar agente na conversa dele.',
    commandsLink: 'Abrir Conversas',
    steps: [
      {
        title: 'Crie o app na Meta',
        description: 'Em developers.facebook.com, um app do tipo Empresa com o produto WhatsApp.',
      },
      {
        title: 'Gere um token permanente',
        description:
          'Um usuário do sistema com as permissões whatsapp_business_messaging e whatsapp_business_management.',
      },
      {
        title: 'Copie os dois IDs',
        description:
          'O ID do número de telefone e o ID da conta do WhatsApp Business, em Configuração da API.',
      },
      {
        title: 'Conecte',
        description: 'O produto confere os dados com a Meta e mostra o nome verificado e o número.',
      },
    ],
  },
} as const;
