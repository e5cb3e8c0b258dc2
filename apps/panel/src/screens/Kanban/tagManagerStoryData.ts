import type { LeadTagDefinition } from '@agente/api';
import { fn } from 'storybook/test';
import type { TagManagerViewProps } from './TagManagerView.tsx';

/** An account's tags: the four every account starts with and two of the owner's own. */
export const STORY_TAGS: LeadTagDefinition[] = [
  { id: 1, nome: 'Lead novo', cor: 'azul' },
  { id: 2, nome: 'Compra efetuada', cor: 'verde' },
  { id: 3, nome: 'Retornar contato', cor: 'laranja' },
  { id: 4, nome: 'Cancelado', cor: 'vermelho' },
  { id: 5, nome: 'Cliente VIP', cor: 'roxo' },
  { id: 6, nome: 'Sem resposta', cor: 'cinza' },
];

const draft = () => ({
  name: '',
  color: 'azul' as const,
  onName: fn(),
  onColor: fn(),
  error: null,
  isPending: false,
});

/** The tags' dialog, closed, over STORY_TAGS. */
export function closedTagManager(over: Partial<TagManagerViewProps> = {}): TagManagerViewProps {
  return {
    isOpen: false,
    onOpenChange: fn(),
    status: 'ready',
    loadError: null,
    tags: STORY_TAGS.map((tag) => ({ id: tag.id, name: tag.nome, color: tag.cor })),
    max: 20,
    newTag: { ...draft(), onSubmit: fn() },
    editing: null,
    onEdit: fn(),
    removing: null,
    onRemove: fn(),
    ...over,
  };
}
