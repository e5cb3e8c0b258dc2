import { tidyBrlField } from '@agente/rules';
import { ListFrame, MoneyField, OfferList, type OfferListItem, offerTitle, TextField } from '@agente/ui';
import type { ReactNode } from 'react';
import { editForm } from '../listScreen/listFrameParts.tsx';
import type { EditableListProps, ListViewProps } from '../listScreen/listViewProps.ts';
import { OFERTAS_COPY as COPY } from './ofertas.copy.ts';
import type { OfferFormErrors, OfferFormValues } from './offerForm.ts';

export interface OfertasViewProps
  extends ListViewProps<OfferListItem, OfferFormValues, OfferFormErrors>,
    EditableListProps {
  /** The product navigation bar. */
  nav: ReactNode;
}

export function OfertasView(props: OfertasViewProps) {
  const { form, formErrors, isSaving } = props;
  const fields = (
    <>
      <TextField
        label={COPY.nome}
        description={COPY.nomeDescription}
        value={form.nome}
        onChange={(nome) => props.onFormChange({ nome })}
        placeholder={COPY.nomePlaceholder}
        errorMessage={formErrors.nome && COPY.errors[formErrors.nome]}
        isDisabled={isSaving}
      />
      <MoneyField
        label={COPY.preco}
        prefix={COPY.precoPrefix}
        value={form.preco}
        onChange={(preco) => props.onFormChange({ preco })}
        tidy={tidyBrlField}
        placeholder={COPY.precoPlaceholder}
        errorMessage={formErrors.preco && COPY.errors[formErrors.preco]}
        isDisabled={isSaving}
      />
      <TextField
        label={COPY.link}
        value={form.link}
        onChange={(link) => props.onFormChange({ link })}
        placeholder={COPY.linkPlaceholder}
        errorMessage={formErrors.link && COPY.errors[formErrors.link]}
        isDisabled={isSaving}
      />
    </>
  );
  return (
    <ListFrame
      texts={COPY}
      state={props}
      nav={props.nav}
      form={{ ...editForm(props, COPY), fields }}
      list={{
        content: (
          <OfferList items={props.items} labels={COPY.list} onEdit={props.onEdit} onRemove={props.onRemove} />
        ),
      }}
      removeQuestion={
        props.confirming ? COPY.confirmText(offerTitle(props.confirming.price, props.confirming.name)) : null
      }
    />
  );
}
