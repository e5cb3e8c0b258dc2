import { screen } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import type { Schemas } from '../../testing/fakeApi.ts';

// happy-dom does no layout: give the virtualised columns a viewport and each card a height.
const LAYOUT_GETTERS = {
  clientWidth: () => 288,
  clientHeight: () => 600,
  offsetHeight(this: HTMLElement) {
    return this.dataset.index === undefined ? 0 : 150;
  },
};

/** Call at the top of a test file drawing a kanban board: its columns get a size around each test. */
export function giveBoardsALayout(): void {
  beforeEach(() => {
    for (const [name, get] of Object.entries(LAYOUT_GETTERS)) {
      Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get });
    }
  });
  afterEach(() => {
    for (const name of Object.keys(LAYOUT_GETTERS)) Reflect.deleteProperty(HTMLElement.prototype, name);
  });
}

/** A lead on step 1 without tag, with what a test needs changed. */
export const aLead = (over: Partial<Schemas['Lead']> = {}): Schemas['Lead'] => ({
  id: 1,
  nome: 'Maria da Silva Souza',
  lead_phone: '5511988887777',
  data_hora_ultima_interacao: '2025-05-12T17:05:00.000Z',
  etiqueta: null,
  ultimo_step: 1,
  nao_perturbe_desde: null,
  ...over,
});

/** The account's tags as a new account has them. */
export const TAGS: Schemas['LeadTagDefinition'][] = [
  { id: 1, nome: 'Lead novo', cor: 'azul' },
  { id: 2, nome: 'Compra efetuada', cor: 'verde' },
  { id: 3, nome: 'Retornar contato', cor: 'laranja' },
  { id: 4, nome: 'Cancelado', cor: 'vermelho' },
];

/** A step's column once the board has drawn it. */
export const findColumn = (step: number) => screen.findByRole('feed', { name: `Etapa ${step}` });
