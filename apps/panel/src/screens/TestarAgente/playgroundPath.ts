/** "Testar agente": opened from the side menu, Meu Agente and a product's flow. */
export const PLAYGROUND_PATH = '/panel/testar-agente';
