/** Anchors of the landing page's sections: the header menu and the calls to action scroll to them. */
export const SECTION_IDS = {
  features: 'funcionalidades',
  howItWorks: 'como-funciona',
  testimonials: 'depoimentos',
  plans: 'planos',
  walkthrough: 'ativacao',
  faq: 'duvidas',
} as const;

/** 'Assinar Agora' and 'Quero meu agente agora' lead here (works from every landing route). */
export const PLANS_HREF = `/#${SECTION_IDS.plans}`;

/** The hero's anchor: the floating support button keeps clear of it on phones. */
export const HERO_ID = 'inicio';
