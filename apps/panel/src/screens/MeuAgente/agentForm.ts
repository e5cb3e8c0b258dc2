import type { Agent, AgentGoal, AgentInput, AgentSex, AgentTone } from '@agente/api';
import {
  AGENT_MAX_AGE,
  AGENT_MEDIA_MESSAGE_MAX_LENGTH,
  AGENT_MIN_AGE,
  AGENT_NAME_MAX_LENGTH,
  AGENT_NEVER_DO_MAX_LENGTH,
  AGENT_OPTOUT_MESSAGE_MAX_LENGTH,
  AGENT_PAUSE_MESSAGE_MAX_LENGTH,
  maskPhoneBr,
  phoneWithCountryCode,
  phoneWithoutCountryCode,
} from '@agente/rules';
import { MEU_AGENTE_COPY } from './meuAgente.copy.ts';

export interface AgentFormValues {
  nome: string;
  sexo: AgentSex | null;
  /** NaN while the field is empty (NumberField's empty value). */
  idade: number;
  tom_de_voz: AgentTone | null;
  objetivo: AgentGoal | null;
  id_produto: number | null;
  nunca_fazer: string;
  /** As typed and shown: masked, without the country code. */
  phone_treinamento: string;
  mensagem_pausa: string;
  mensagem_midia: string;
  mensagem_optout: string;
}

export type AgentFormErrors = Partial<Record<keyof AgentFormValues, string>>;

export const NEW_AGENT_FORM: AgentFormValues = {
  nome: '',
  sexo: null,
  idade: Number.NaN,
  tom_de_voz: null,
  objetivo: null,
  id_produto: null,
  nunca_fazer: '',
  phone_treinamento: '',
  mensagem_pausa: MEU_AGENTE_COPY.defaultPauseMessage,
  mensagem_midia: MEU_AGENTE_COPY.defaultMediaMessage,
  mensagem_optout: MEU_AGENTE_COPY.defaultOptOutMessage,
};

/** The stored agent as the form shows it: the phone without its 55 (stored with it). */
export function toAgentForm(agent: Agent): AgentFormValues {
  return {
    nome: agent.nome,
    sexo: agent.sexo,
    idade: agent.idade,
    tom_de_voz: agent.tom_de_voz,
    objetivo: agent.objetivo,
    id_produto: agent.id_produto,
    nunca_fazer: agent.nunca_fazer,
    phone_treinamento: maskPhoneBr(phoneWithoutCountryCode(agent.phone_treinamento)),
    mensagem_pausa: agent.mensagem_pausa,
    mensagem_midia: agent.mensagem_midia,
    mensagem_optout: agent.mensagem_optout,
  };
}

/** The agent form's rules, each with its own message (docs/panel-screens.md#meu-agente). */
export function validateAgent(values: AgentFormValues): AgentFormErrors {
  const copy = MEU_AGENTE_COPY.errors;
  const errors: AgentFormErrors = {};
  const nome = values.nome.trim();
  if (!nome) errors.nome = copy.nomeRequired;
  else if (nome.length > AGENT_NAME_MAX_LENGTH) errors.nome = copy.nomeTooLong;
  if (!values.sexo) errors.sexo = copy.sexoRequired;
  if (Number.isNaN(values.idade)) errors.idade = copy.idadeRequired;
  else if (values.idade < AGENT_MIN_AGE) errors.idade = copy.idadeMin;
  else if (values.idade > AGENT_MAX_AGE) errors.idade = copy.idadeMax;
  if (!values.tom_de_voz) errors.tom_de_voz = copy.tomDeVozRequired;
  if (!values.objetivo) errors.objetivo = copy.objetivoRequired;
  if (values.mensagem_pausa.length > AGENT_PAUSE_MESSAGE_MAX_LENGTH) {
    errors.mensagem_pausa = copy.maxLength(AGENT_PAUSE_MESSAGE_MAX_LENGTH);
  }
  if (values.mensagem_midia.length > AGENT_MEDIA_MESSAGE_MAX_LENGTH) {
    errors.mensagem_midia = copy.maxLength(AGENT_MEDIA_MESSAGE_MAX_LENGTH);
  }
  if (values.mensagem_optout.length > AGENT_OPTOUT_MESSAGE_MAX_LENGTH) {
    errors.mensagem_optout = copy.maxLength(AGENT_OPTOUT_MESSAGE_MAX_LENGTH);
  }
  if (values.nunca_fazer.length > AGENT_NEVER_DO_MAX_LENGTH) {
    errors.nunca_fazer = copy.maxLength(AGENT_NEVER_DO_MAX_LENGTH);
  }
  return errors;
}

export type ValidAgentForm = AgentFormValues & { sexo: AgentSex; tom_de_voz: AgentTone; objetivo: AgentGoal };

export function isComplete(values: AgentFormValues): values is ValidAgentForm {
  return values.sexo !== null && values.tom_de_voz !== null && values.objetivo !== null;
}

/** The body of POST/PUT /api/agents: the phone stored as 55 + digits, an empty pause or media reply as the default. */
export function toAgentInput(values: ValidAgentForm): AgentInput {
  return {
    nome: values.nome.trim(),
    sexo: values.sexo,
    idade: values.idade,
    tom_de_voz: values.tom_de_voz,
    objetivo: values.objetivo,
    id_produto: values.id_produto,
    nunca_fazer: values.nunca_fazer.trim(),
    phone_treinamento: phoneWithCountryCode(values.phone_treinamento),
    mensagem_pausa: values.mensagem_pausa.trim() || MEU_AGENTE_COPY.defaultPauseMessage,
    mensagem_midia: values.mensagem_midia.trim() || MEU_AGENTE_COPY.defaultMediaMessage,
    mensagem_optout: values.mensagem_optout.trim() || MEU_AGENTE_COPY.defaultOptOutMessage,
  };
}
