import type { FollowupHours } from '@agente/api';
import type { ListScreenTexts } from '@agente/machines';
import { CONTRACT_SCHEMAS as contract } from '@agente/rules';

/** pt-BR texts of the follow-up screen (rules: docs/panel-screens.md#follow-up). */
export const FOLLOWUP_COPY = {
  title: 'Follow Up',
  intro: 'Mensagens que o agente envia sozinho aos leads que pararam de responder.',
  /** Where the messages after a purchase (thank-you, pix/boleto recovery) are set. */
  salesHint: 'Quem compra deixa de receber follow-ups. Agradecimento e recuperação de pix ou boleto:',
  salesLink: 'Vendas',
  formNew: 'Nova mensagem de follow up',
  formEdit: 'Editar mensagem de follow up',
  mensagem: 'Mensagem',
  tempo: 'Enviar após',
  /** "1 hora", "3 horas". */
  delay: (hours: number) => (hours === 1 ? '1 hora' : `${hours} horas`),
  /** In the list: "Enviar após 3 horas". */
  delayInList: (hours: number) => `Enviar após ${hours === 1 ? '1 hora' : `${hours} horas`}`,
  active: 'Ativo',
  /** Beside the form's switch: what the switch is set to now. */
  state: (isOn: boolean) =>
    isOn ? 'Ligado: a mensagem será enviada.' : 'Desligado: a mensagem não será enviada.',
  submitNew: 'Cadastrar mensagem',
  submitEdit: 'Salvar alterações',
  saving: 'Salvando...',
  cancel: 'Cancelar',
  loading: 'Carregando...',
  list: {
    list: 'Mensagens cadastradas',
    empty: 'Nenhuma mensagem de follow up cadastrada.',
    active: 'Ativo',
    edit: 'Editar',
    remove: 'Excluir',
  },
  confirmTitle: 'Excluir mensagem',
  confirmText: 'Deseja excluir esta mensagem de follow up? Esta ação não pode ser desfeita.',
  confirm: 'Excluir',
  hours: {
    title: 'Horário de envio',
    intro:
      'Os follow-ups só saem dentro deste horário, no fuso escolhido. Um follow-up que vence fora dele espera o horário abrir.',
    inicio: 'Das',
    fim: 'Até',
    placeholder: '08:00',
    fuso: 'Fuso horário',
    submit: 'Salvar horário',
    saving: 'Salvando...',
    loading: 'Carregando horário...',
    loadFailed: 'Erro ao carregar o horário de envio',
    saveFailed: 'Erro ao salvar o horário de envio',
    saved: 'Horário de envio salvo!',
    zones: {
      'America/Noronha': 'Fernando de Noronha (UTC−2)',
      'America/Sao_Paulo': 'Brasília (UTC−3)',
      'America/Manaus': 'Amazonas (UTC−4)',
      'America/Rio_Branco': 'Acre (UTC−5)',
    } satisfies Record<FollowupHours['fuso'], string>,
    errors: {
      format: contract.FollowupHourOfDay.messages.pattern,
      order: 'O horário de início deve ser antes do fim.',
    },
  },
  errors: {
    mensagemRequired: contract.FollowupMessageInput.mensagem.messages.required,
    mensagemTooLong: contract.FollowupMessageInput.mensagem.messages.maxLength,
  },
} as const;

const SAVE_FAILED = 'Erro ao salvar mensagem de follow up';

/** What the follow-up calls report (codes of the list machine), in pt-BR. */
export const FOLLOWUP_RESULTS = {
  failures: {
    load: 'Erro ao carregar mensagens de follow up',
    create: SAVE_FAILED,
    update: SAVE_FAILED,
    remove: 'Erro ao excluir mensagem de follow up',
    toggle: 'Erro ao atualizar status',
  },
  successes: {
    created: 'Mensagem de follow up cadastrada com sucesso!',
    updated: 'Mensagem de follow up editada com sucesso!',
    removed: 'Mensagem excluída com sucesso!',
    // The switch in the list shows the new state by itself.
    activated: null,
    deactivated: null,
  },
} satisfies ListScreenTexts<'create' | 'update' | 'toggle' | 'remove'>;
