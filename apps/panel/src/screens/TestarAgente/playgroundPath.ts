/** "Testar agente": opened from Meu Agente and from a product's flow. */
export const PLAYGROUND_PATH = '/panel/testar-agente';
