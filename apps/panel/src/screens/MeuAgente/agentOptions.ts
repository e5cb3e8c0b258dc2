import type { AgentGoal, AgentSex, AgentTone } from '@agente/api';

// The choices of the agent form, in the order the form lists them. `satisfies Record<…>` makes the compiler
// flag a value the contract adds or drops.

const SEX_ORDER = { Masculino: 0, Feminino: 1 } as const satisfies Record<AgentSex, number>;
const TONE_ORDER = {
  Calmo: 0,
  Enérgico: 1,
  Profissional: 2,
  Amigável: 3,
  Autoritário: 4,
} as const satisfies Record<AgentTone, number>;
const GOAL_ORDER = {
  'Vendas e Suporte': 0,
  'Atendimento e Suporte': 1,
  'Qualificação (SDR)': 2,
} as const satisfies Record<AgentGoal, number>;

export const AGENT_SEXES = Object.keys(SEX_ORDER) as AgentSex[];
export const AGENT_TONES = Object.keys(TONE_ORDER) as AgentTone[];
export const AGENT_GOALS = Object.keys(GOAL_ORDER) as AgentGoal[];
