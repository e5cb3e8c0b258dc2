import {
  Banner,
  Button,
  Card,
  ConfirmDialog,
  Form,
  FormActions,
  Heading,
  MoneyField,
  OfferList,
  type OfferListItem,
  Spinner,
  Stack,
  Text,
  TextField,
} from '@agente/ui';
import type { FormEvent, ReactNode } from 'react';
import { OFERTAS_COPY as COPY } from './ofertas.copy.ts';
import type { OfferFormErrors, OfferFormValues } from './offerForm.ts';

export interface OfertasViewProps {
  /** The product navigation bar. */
  nav: ReactNode;
  status: 'loading' | 'ready' | 'error';
  loadError?: string | null;
  offers: readonly OfferListItem[];
  form: OfferFormValues;
  formErrors: OfferFormErrors;
  isEditing: boolean;
  isSaving: boolean;
  onPrecoChange: (preco: string) => void;
  onLinkChange: (link: string) => void;
  onSubmit: () => void;
  onCancelEdit: () => void;
  onEdit: (id: number) => void;
  onRemove: (id: number) => void;
  /** The offer awaiting delete confirmation. */
  confirming: OfferListItem | null;
  isDeleting: boolean;
  onConfirmRemove: () => void;
  onCancelRemove: () => void;
  successMessage: string | null;
  errorMessage: string | null;
}

export function OfertasView(props: OfertasViewProps) {
  const { form, formErrors, isEditing, isSaving } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Stack gap="xl">
      {props.nav}
      <Stack gap="xs">
        <Heading level={1}>{COPY.title}</Heading>
        <Text tone="muted">{COPY.intro}</Text>
      </Stack>
      {props.successMessage && <Banner tone="success">{props.successMessage}</Banner>}
      {props.errorMessage && <Banner tone="error">{props.errorMessage}</Banner>}
      <Card as="section" aria-labelledby="oferta-form-titulo">
        <Heading level={2} id="oferta-form-titulo">
          {isEditing ? COPY.formEdit : COPY.formNew}
        </Heading>
        <Form onSubmit={submit} aria-labelledby="oferta-form-titulo">
          <MoneyField
            label={COPY.preco}
            value={form.preco}
            onChange={props.onPrecoChange}
            placeholder={COPY.precoPlaceholder}
            errorMessage={formErrors.preco}
            isDisabled={isSaving}
          />
          <TextField
            label={COPY.link}
            value={form.link}
            onChange={props.onLinkChange}
            placeholder={COPY.linkPlaceholder}
            errorMessage={formErrors.link}
            isDisabled={isSaving}
          />
          <FormActions>
            {isEditing && (
              <Button variant="secondary" onPress={props.onCancelEdit} isDisabled={isSaving}>
                {COPY.cancelEdit}
              </Button>
            )}
            <Button type="submit" isPending={isSaving} pendingLabel={COPY.saving}>
              {isEditing ? COPY.submitEdit : COPY.submitNew}
            </Button>
          </FormActions>
        </Form>
      </Card>
      {props.status === 'loading' && <Spinner aria-label={COPY.loading} />}
      {props.status === 'error' && <Banner tone="error">{props.loadError}</Banner>}
      {props.status === 'ready' && (
        <OfferList items={props.offers} labels={COPY.list} onEdit={props.onEdit} onRemove={props.onRemove} />
      )}
      <ConfirmDialog
        isOpen={props.confirming !== null}
        onOpenChange={(open) => {
          if (!open) props.onCancelRemove();
        }}
        title={COPY.confirmTitle}
        onConfirm={props.onConfirmRemove}
        confirmLabel={COPY.confirm}
        cancelLabel={COPY.cancel}
        isPending={props.isDeleting}
      >
        {props.confirming ? COPY.confirmText(props.confirming.price) : null}
      </ConfirmDialog>
    </Stack>
  );
}
