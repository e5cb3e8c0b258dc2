import type { ProductCategory } from '@agente/api';
import {
  OTHER_PRODUCT_CATEGORY,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_OTHER_CATEGORY_MAX_LENGTH,
} from '@agente/rules';
import {
  Banner,
  Button,
  Card,
  ConfirmDialog,
  Form,
  FormActions,
  Heading,
  Link,
  Select,
  SelectItem,
  SkeletonGroup,
  Stack,
  Text,
  TextArea,
  TextField,
  TrashIcon,
} from '@agente/ui';
import type { FormEvent, ReactNode } from 'react';
import { MEUS_PRODUTOS_COPY } from './meusProdutos.copy.ts';

const BLOCKED = MEUS_PRODUTOS_COPY.blocked;

import type { ProductFormErrors, ProductFormValues } from './productForm.ts';

const COPY = MEUS_PRODUTOS_COPY.form;

export interface ProdutoFormViewProps {
  /** The product navigation bar. */
  nav: ReactNode;
  /** 'novo': nothing to load or delete yet. */
  isNew: boolean;
  status: 'loading' | 'ready' | 'error';
  loadError?: string | null;
  form: ProductFormValues;
  formErrors: ProductFormErrors;
  categories: readonly ProductCategory[];
  onChange: <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => void;
  onSubmit: () => void;
  isSaving: boolean;
  onRemove: () => void;
  /** The delete confirmation is open. */
  isConfirmingRemove: boolean;
  /** What the product still has that refuses the delete; null when nothing does. */
  removeBlockers: { media: number; steps: number; objections: number } | null;
  /** The offers that go with the product. */
  offersRemoved: number;
  /** Where media and steps (the flow screen) and objections are removed. */
  flowHref: string;
  objectionsHref: string;
  /** Reading what depends on the product before asking. */
  isCheckingRemove?: boolean;
  /** The saved name of the product, named in the confirmation (kept while the dialog fades out). */
  productName: string;
  isDeleting: boolean;
  onConfirmRemove: () => void;
  onCancelRemove: () => void;
}

/** /panel/meus-produtos/{id}: the product's own fields, save and delete. */
export function ProdutoFormView(props: ProdutoFormViewProps) {
  const { form, formErrors, isSaving, isNew } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Stack gap="xl">
      {props.nav}
      <Stack gap="xs">
        <Heading level={1}>{isNew ? COPY.titleNew : COPY.titleEdit}</Heading>
        <Text tone="muted">{COPY.intro}</Text>
      </Stack>
      {props.status === 'loading' && (
        <Card>
          <SkeletonGroup lines={6} label={COPY.loading} />
        </Card>
      )}
      {props.status === 'error' && <Banner tone="danger">{props.loadError}</Banner>}
      {props.status === 'ready' && (
        <Card as="section" padding="lg" aria-label={isNew ? COPY.titleNew : COPY.titleEdit}>
          <Form onSubmit={submit}>
            <TextField
              label={COPY.nomeProduto}
              value={form.nome_produto}
              onChange={(value) => props.onChange('nome_produto', value)}
              placeholder={COPY.nomeProdutoPlaceholder}
              maxLength={PRODUCT_NAME_MAX_LENGTH}
              errorMessage={formErrors.nome_produto}
              isRequired
              isDisabled={isSaving}
            />
            <Select
              label={COPY.categoria}
              placeholder={COPY.categoriaPlaceholder}
              selectedKey={form.categoria}
              onSelectionChange={(key) => props.onChange('categoria', key as ProductCategory)}
              errorMessage={formErrors.categoria}
              isRequired
              isDisabled={isSaving}
            >
              {props.categories.map((category) => (
                <SelectItem key={category} id={category}>
                  {category}
                </SelectItem>
              ))}
            </Select>
            {form.categoria === OTHER_PRODUCT_CATEGORY && (
              <TextField
                label={COPY.categoriaOutra}
                description={COPY.categoriaOutraDescription}
                value={form.categoria_outra}
                onChange={(value) => props.onChange('categoria_outra', value)}
                placeholder={COPY.categoriaOutraPlaceholder}
                maxLength={PRODUCT_OTHER_CATEGORY_MAX_LENGTH}
                errorMessage={formErrors.categoria_outra}
                isRequired
                isDisabled={isSaving}
              />
            )}
            <TextField
              label={COPY.garantia}
              value={form.garantia}
              onChange={(value) => props.onChange('garantia', value)}
              placeholder={COPY.garantiaPlaceholder}
              isDisabled={isSaving}
            />
            <TextField
              label={COPY.formaPagamento}
              value={form.forma_pagamento}
              onChange={(value) => props.onChange('forma_pagamento', value)}
              placeholder={COPY.formaPagamentoPlaceholder}
              isDisabled={isSaving}
            />
            <TextArea
              label={COPY.descricao}
              description={COPY.descricaoDescription}
              value={form.descricao}
              onChange={(value) => props.onChange('descricao', value)}
              placeholder={COPY.descricaoPlaceholder}
              maxLength={PRODUCT_DESCRIPTION_MAX_LENGTH}
              rows={6}
              errorMessage={formErrors.descricao}
              isDisabled={isSaving}
            />
            <FormActions>
              {!isNew && (
                <Button
                  variant="danger"
                  icon={<TrashIcon />}
                  onPress={props.onRemove}
                  isDisabled={isSaving}
                  isPending={props.isCheckingRemove}
                >
                  {COPY.remove}
                </Button>
              )}
              <Button type="submit" isPending={isSaving} pendingLabel={COPY.saving}>
                {isNew ? COPY.create : COPY.save}
              </Button>
            </FormActions>
          </Form>
        </Card>
      )}
      {props.removeBlockers ? (
        <ConfirmDialog
          isOpen={props.isConfirmingRemove}
          onOpenChange={(open) => {
            if (!open) props.onCancelRemove();
          }}
          title={BLOCKED.title}
          tone="primary"
          onConfirm={props.onCancelRemove}
          confirmLabel={BLOCKED.close}
          cancelLabel={MEUS_PRODUTOS_COPY.confirm.cancel}
        >
          <Stack gap="xs">
            <Text>{BLOCKED.text(props.productName)}</Text>
            <ul aria-label={BLOCKED.title}>
              {props.removeBlockers.media > 0 && (
                <li>
                  {BLOCKED.media(props.removeBlockers.media)}{' '}
                  <Link href={props.flowHref}>{BLOCKED.inFlow}</Link>
                </li>
              )}
              {props.removeBlockers.steps > 0 && (
                <li>
                  {BLOCKED.steps(props.removeBlockers.steps)}{' '}
                  <Link href={props.flowHref}>{BLOCKED.inFlow}</Link>
                </li>
              )}
              {props.removeBlockers.objections > 0 && (
                <li>
                  {BLOCKED.objections(props.removeBlockers.objections)}{' '}
                  <Link href={props.objectionsHref}>{BLOCKED.inObjections}</Link>
                </li>
              )}
            </ul>
          </Stack>
        </ConfirmDialog>
      ) : (
        <ConfirmDialog
          isOpen={props.isConfirmingRemove}
          onOpenChange={(open) => {
            if (!open) props.onCancelRemove();
          }}
          title={MEUS_PRODUTOS_COPY.confirm.title}
          onConfirm={props.onConfirmRemove}
          confirmLabel={MEUS_PRODUTOS_COPY.confirm.confirm}
          cancelLabel={MEUS_PRODUTOS_COPY.confirm.cancel}
          isPending={props.isDeleting}
        >
          {MEUS_PRODUTOS_COPY.confirm.text(props.productName, props.offersRemoved)}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
