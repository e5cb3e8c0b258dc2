import type { LeadTagColor, LeadTagDefinition } from '@agente/api';
import type { TagOption } from '@agente/ui';
import { useMemo, useState } from 'react';
import { useServices } from '../../app/ServicesContext.tsx';
import { useToasts } from '../../app/toasts.tsx';
import { useAction } from '../../hooks/useAction.ts';
import { useResource } from '../../hooks/useResource.ts';
import { KANBAN_COPY } from './kanban.copy.ts';
import { tagOptions } from './leadTags.ts';
import type { TagManagerViewProps } from './TagManagerView.tsx';

const COPY = KANBAN_COPY.tags;
/** How many tags an account can have; the server enforces it and says so, the dialog stops offering a new one. */
export const LEAD_TAGS_MAX = 20;
const FIRST_COLOR: LeadTagColor = 'azul';

interface Draft {
  name: string;
  color: LeadTagColor;
}
const EMPTY: Draft = { name: '', color: FIRST_COLOR };

/**
 * The account's lead tags: the options of the cards' menus and the dialog that makes, renames, recolours and
 * deletes them. `changes` counts the renames and deletes, after which the boards load their leads again (the
 * leads' tags changed on the server).
 */
export function useAccountTags() {
  const { api } = useServices();
  const toasts = useToasts();
  const resource = useResource(() => api.leadTags.list(), COPY.loadError, [api]);
  const saving = useAction();
  const removing = useAction();
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [editing, setEditing] = useState<(Draft & { id: number }) | null>(null);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const [changes, setChanges] = useState(0);

  const tags: readonly LeadTagDefinition[] = resource.state.status === 'ready' ? resource.state.data : [];
  const options: readonly TagOption[] = useMemo(() => tagOptions(tags), [tags]);

  const create = () =>
    saving.run('new', () => api.leadTags.create({ nome: draft.name, cor: draft.color }), {
      fallbackError: COPY.saveError,
      onSuccess: (tag) => {
        resource.update((list) => [...list, tag]);
        setDraft(EMPTY);
        toasts.success(COPY.created(tag.nome));
      },
    });

  const save = () => {
    if (!editing) return;
    const before = tags.find((tag) => tag.id === editing.id);
    return saving.run(
      `edit-${editing.id}`,
      () => api.leadTags.update(editing.id, { nome: editing.name, cor: editing.color }),
      {
        fallbackError: COPY.saveError,
        onSuccess: (tag) => {
          resource.update((list) => list.map((item) => (item.id === tag.id ? tag : item)));
          setEditing(null);
          if (before && before.nome !== tag.nome) setChanges((count) => count + 1);
          toasts.success(COPY.updated(tag.nome));
        },
      },
    );
  };

  const remove = () => {
    const tag = tags.find((item) => item.id === removingId);
    if (!tag) return;
    return removing.run(`remove-${tag.id}`, () => api.leadTags.remove(tag.id), {
      fallbackError: COPY.removeError,
      onSuccess: () => {
        resource.update((list) => list.filter((item) => item.id !== tag.id));
        setRemovingId(null);
        setChanges((count) => count + 1);
        toasts.success(COPY.removed(tag.nome));
      },
    });
  };

  const isEditingPending = editing !== null && saving.pendingKey === `edit-${editing.id}`;
  const manager: TagManagerViewProps = {
    isOpen,
    onOpenChange: (open) => {
      setOpen(open);
      if (!open) {
        setEditing(null);
        setRemovingId(null);
        saving.clearError();
        removing.clearError();
      }
    },
    status: resource.state.status,
    loadError: resource.state.status === 'error' ? resource.state.error : null,
    tags: tags.map((tag) => ({ id: tag.id, name: tag.nome, color: tag.cor })),
    max: LEAD_TAGS_MAX,
    newTag: {
      ...draft,
      onName: (name) => {
        setDraft((current) => ({ ...current, name }));
        if (!editing) saving.clearError();
      },
      onColor: (color) => setDraft((current) => ({ ...current, color })),
      error: editing ? null : saving.error,
      isPending: saving.pendingKey === 'new',
      onSubmit: () => void create(),
    },
    editing: editing && {
      ...editing,
      onName: (name) => {
        setEditing((current) => current && { ...current, name });
        saving.clearError();
      },
      onColor: (color) => setEditing((current) => current && { ...current, color }),
      error: saving.error,
      isPending: isEditingPending,
      onSave: () => void save(),
      onCancel: () => {
        setEditing(null);
        saving.clearError();
      },
    },
    onEdit: (id) => {
      const tag = tags.find((item) => item.id === id);
      if (!tag) return;
      saving.clearError();
      setRemovingId(null);
      setEditing({ id, name: tag.nome, color: tag.cor });
    },
    removing:
      removingId === null
        ? null
        : {
            id: removingId,
            isPending: removing.isPending,
            error: removing.error,
            onConfirm: () => void remove(),
            onCancel: () => {
              setRemovingId(null);
              removing.clearError();
            },
          },
    onRemove: (id) => {
      setEditing(null);
      removing.clearError();
      setRemovingId(id);
    },
  };

  return {
    options,
    manager,
    open: () => setOpen(true),
    changes,
    /** The tags are on their way: the board waits for them rather than draw its tags grey, then in colour. */
    isLoading: resource.state.status === 'loading',
  };
}
