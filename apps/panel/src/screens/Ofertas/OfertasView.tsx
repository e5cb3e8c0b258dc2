import { tidyBrlField } from '@agente/rules';
import {
  AsyncSection,
  Banner,
  Button,
  FormActions,
  FormCard,
  MoneyField,
  OfferList,
  type OfferListItem,
  offerTitle,
  PageHeader,
  Stack,
  TextField,
} from '@agente/ui';
import type { ReactNode } from 'react';
import type { ListResultProps, ListViewProps } from '../listScreen/listViewProps.ts';
import { RemoveDialog } from '../listScreen/RemoveDialog.tsx';
import { OFERTAS_COPY as COPY } from './ofertas.copy.ts';
import type { OfferFormErrors, OfferFormValues } from './offerForm.ts';

export interface OfertasViewProps extends ListViewProps, ListResultProps {
  /** The product navigation bar. */
  nav: ReactNode;
  offers: readonly OfferListItem[];
  form: OfferFormValues;
  formErrors: OfferFormErrors;
  isEditing: boolean;
  isSaving: boolean;
  onNomeChange: (nome: string) => void;
  onPrecoChange: (preco: string) => void;
  onLinkChange: (link: string) => void;
  onSubmit: () => void;
  onCancelEdit: () => void;
  onEdit: (id: number) => void;
  onRemove: (id: number) => void;
  /** The offer awaiting delete confirmation. */
  confirming: OfferListItem | null;
}

export function OfertasView(props: OfertasViewProps) {
  const { form, formErrors, isEditing, isSaving } = props;
  return (
    <Stack gap="xl">
      {props.nav}
      <PageHeader title={COPY.title} intro={COPY.intro} />
      {props.successMessage && <Banner tone="success">{props.successMessage}</Banner>}
      {props.errorMessage && <Banner tone="danger">{props.errorMessage}</Banner>}
      <FormCard title={isEditing ? COPY.formEdit : COPY.formNew} onSubmit={props.onSubmit}>
        <TextField
          label={COPY.nome}
          description={COPY.nomeDescription}
          value={form.nome}
          onChange={props.onNomeChange}
          placeholder={COPY.nomePlaceholder}
          errorMessage={formErrors.nome && COPY.errors[formErrors.nome]}
          isDisabled={isSaving}
        />
        <MoneyField
          label={COPY.preco}
          prefix={COPY.precoPrefix}
          value={form.preco}
          onChange={props.onPrecoChange}
          tidy={tidyBrlField}
          placeholder={COPY.precoPlaceholder}
          errorMessage={formErrors.preco && COPY.errors[formErrors.preco]}
          isDisabled={isSaving}
        />
        <TextField
          label={COPY.link}
          value={form.link}
          onChange={props.onLinkChange}
          placeholder={COPY.linkPlaceholder}
          errorMessage={formErrors.link && COPY.errors[formErrors.link]}
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
      </FormCard>
      <AsyncSection
        status={props.status}
        loadingLabel={COPY.loading}
        errorMessage={props.loadError}
        onRetry={props.onRetry}
      >
        <OfferList items={props.offers} labels={COPY.list} onEdit={props.onEdit} onRemove={props.onRemove} />
      </AsyncSection>
      <RemoveDialog list={props} isOpen={props.confirming !== null} copy={COPY}>
        {props.confirming
          ? COPY.confirmText(offerTitle(props.confirming.price, props.confirming.name))
          : null}
      </RemoveDialog>
    </Stack>
  );
}
