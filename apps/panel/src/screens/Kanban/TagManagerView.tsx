import type { LeadTagColor } from '@agente/api';
import {
  Button,
  Dialog,
  Form,
  FormActions,
  Heading,
  Inline,
  Modal,
  Select,
  SelectItem,
  Spinner,
  Stack,
  type TagColor,
  TagLabel,
  Text,
  TextField,
} from '@agente/ui';
import type { FormEvent } from 'react';
import { KANBAN_COPY } from './kanban.copy.ts';
import { TAG_COLOR_OF } from './leadTags.ts';

const COPY = KANBAN_COPY.tags;
const COLOR_CHOICES = (Object.keys(COPY.colors) as LeadTagColor[]).map((id) => ({
  id,
  name: COPY.colors[id],
}));
/** A tag's name: the contract's limit. */
export const TAG_NAME_MAX_LENGTH = 30;

export interface TagDraftProps {
  name: string;
  color: LeadTagColor;
  onName: (name: string) => void;
  onColor: (color: LeadTagColor) => void;
  /** The server's refusal (a taken name, the limit), shown at the name. */
  error: string | null;
  isPending: boolean;
}

export interface ManagedTag {
  id: number;
  name: string;
  color: LeadTagColor;
}

export interface TagManagerViewProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  status: 'loading' | 'ready' | 'error';
  loadError: string | null;
  tags: readonly ManagedTag[];
  max: number;
  newTag: TagDraftProps & { onSubmit: () => void };
  /** The tag being renamed or recoloured, in place of its row. */
  editing: (TagDraftProps & { id: number; onSave: () => void; onCancel: () => void }) | null;
  onEdit: (id: number) => void;
  /** The tag whose deletion waits for a confirmation, in place of its row. */
  removing: {
    id: number;
    isPending: boolean;
    error: string | null;
    onConfirm: () => void;
    onCancel: () => void;
  } | null;
  onRemove: (id: number) => void;
}

function DraftFields({ draft, nameLabel }: { draft: TagDraftProps; nameLabel: string }) {
  return (
    <>
      <TextField
        label={nameLabel}
        placeholder={COPY.namePlaceholder}
        value={draft.name}
        onChange={draft.onName}
        maxLength={TAG_NAME_MAX_LENGTH}
        errorMessage={draft.error ?? undefined}
        isDisabled={draft.isPending}
      />
      <Select
        label={COPY.color}
        items={COLOR_CHOICES}
        selectedKey={draft.color}
        onSelectionChange={(key) => {
          if (key !== null) draft.onColor(key as LeadTagColor);
        }}
        isDisabled={draft.isPending}
      >
        {(choice) => <SelectItem id={choice.id}>{choice.name}</SelectItem>}
      </Select>
    </>
  );
}

const submitting = (action: () => void) => (event: FormEvent) => {
  event.preventDefault();
  action();
};

function TagRow({ tag, props }: { tag: ManagedTag; props: TagManagerViewProps }) {
  const color: TagColor = TAG_COLOR_OF[tag.color];
  if (props.editing?.id === tag.id) {
    const editing = props.editing;
    return (
      <li>
        <Form onSubmit={submitting(editing.onSave)} aria-label={COPY.editGroup(tag.name)}>
          <DraftFields draft={editing} nameLabel={COPY.name} />
          <FormActions>
            <Button type="submit" isPending={editing.isPending}>
              {COPY.save}
            </Button>
            <Button variant="secondary" onPress={editing.onCancel} isDisabled={editing.isPending}>
              {COPY.cancel}
            </Button>
          </FormActions>
        </Form>
      </li>
    );
  }
  if (props.removing?.id === tag.id) {
    const removing = props.removing;
    return (
      <li>
        <Stack gap="sm">
          <Text role={removing.error ? 'alert' : undefined} tone={removing.error ? 'danger' : undefined}>
            {removing.error ?? COPY.confirmRemove(tag.name)}
          </Text>
          <Inline gap="sm">
            <Button variant="danger" size="sm" onPress={removing.onConfirm} isPending={removing.isPending}>
              {COPY.confirmRemoveButton}
            </Button>
            <Button variant="secondary" size="sm" onPress={removing.onCancel} isDisabled={removing.isPending}>
              {COPY.cancel}
            </Button>
          </Inline>
        </Stack>
      </li>
    );
  }
  return (
    <li>
      <Inline justify="between" gap="sm">
        <TagLabel label={tag.name} color={color} />
        <Inline gap="xs">
          <Button
            variant="ghost"
            size="sm"
            onPress={() => props.onEdit(tag.id)}
            aria-label={COPY.edit(tag.name)}
          >
            {COPY.editButton}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onPress={() => props.onRemove(tag.id)}
            aria-label={COPY.remove(tag.name)}
          >
            {COPY.confirmRemoveButton}
          </Button>
        </Inline>
      </Inline>
    </li>
  );
}

/** The owner's tags: the list (rename, recolour, delete in place) and the form that makes a new one. Pure. */
export function TagManagerView(props: TagManagerViewProps) {
  const isFull = props.tags.length >= props.max;
  return (
    <Modal isOpen={props.isOpen} onOpenChange={props.onOpenChange}>
      <Dialog title={COPY.title} closeLabel={COPY.close}>
        <Stack gap="lg">
          <Text tone="muted">{COPY.intro(props.max)}</Text>
          {props.status === 'loading' && <Spinner aria-label={KANBAN_COPY.loading} />}
          {props.status === 'error' && (
            <Text tone="danger" role="alert">
              {props.loadError}
            </Text>
          )}
          {props.status === 'ready' &&
            (props.tags.length === 0 ? (
              <Text tone="muted">{COPY.empty}</Text>
            ) : (
              <Stack as="ul" gap="sm" aria-label={COPY.list}>
                {props.tags.map((tag) => (
                  <TagRow key={tag.id} tag={tag} props={props} />
                ))}
              </Stack>
            ))}
          {props.status === 'ready' && (
            <Stack as="section" gap="sm" aria-labelledby="etiquetas-nova-titulo">
              <Heading level={3} id="etiquetas-nova-titulo">
                {COPY.newHeading}
              </Heading>
              {isFull ? (
                <Text tone="muted">{COPY.full(props.max)}</Text>
              ) : (
                <Form onSubmit={submitting(props.newTag.onSubmit)} aria-labelledby="etiquetas-nova-titulo">
                  <DraftFields draft={props.newTag} nameLabel={COPY.name} />
                  <FormActions>
                    <Button type="submit" isPending={props.newTag.isPending}>
                      {COPY.create}
                    </Button>
                  </FormActions>
                </Form>
              )}
            </Stack>
          )}
        </Stack>
      </Dialog>
    </Modal>
  );
}
