import type { PlanCardInclusion, PlanCardPlan } from './PlanCards.tsx';

/** The product's plans as the stories show them (the ui package knows no product rules of its own). */
export const SAMPLE_PLANS: readonly PlanCardPlan[] = [
  {
    id: 'basic',
    name: 'Basic',
    priceBrl: 147,
    previousPriceBrl: 167,
    leadsPerMonth: 300,
    isBestSeller: false,
  },
  { id: 'pro', name: 'Pro', priceBrl: 247, previousPriceBrl: 267, leadsPerMonth: 600, isBestSeller: true },
  {
    id: 'advanced',
    name: 'Advanced',
    priceBrl: 397,
    previousPriceBrl: 427,
    leadsPerMonth: 1_000,
    isBestSeller: false,
  },
];

export const SAMPLE_INCLUSIONS: readonly PlanCardInclusion[] = [
  { label: 'Agente no WhatsApp', isNew: false },
  { label: 'Áudios com forma de onda', isNew: false },
  { label: 'Imagens', isNew: false },
  { label: 'Vídeos', isNew: false },
  { label: 'Arquivos', isNew: false },
  { label: 'Inteligência progressiva', isNew: false },
  { label: 'Acesso às sessões ao vivo', isNew: false },
  { label: 'Suporte individual', isNew: false },
  { label: 'Follow Up', isNew: true },
];
