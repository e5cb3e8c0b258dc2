import { type Api, ApiError, type Product } from '@agente/api';
import { ProductNavBar } from '@agente/ui';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { useServices } from '../../app/ServicesContext.tsx';
import { useToasts } from '../../app/toasts.tsx';
import { useAction } from '../../hooks/useAction.ts';
import { useResource } from '../../hooks/useResource.ts';
import { useRouteId } from '../../hooks/useRouteId.ts';
import { PATHS, pathTo } from '../../paths.ts';
import { PRODUCT_NAV_COPY } from '../ProductNav/productNav.copy.ts';
import { productNavLinks } from '../ProductNav/productNavLinks.ts';
import { MEUS_PRODUTOS_COPY as COPY } from './meusProdutos.copy.ts';
import { ProdutoFormView } from './ProdutoFormView.tsx';
import { PRODUCT_CATEGORIES } from './productCategories.ts';
import {
  EMPTY_PRODUCT_FORM,
  isProductInUse,
  type ProductFormErrors,
  type ProductFormValues,
  toProductForm,
  toProductInput,
  validateProduct,
} from './productForm.ts';

/** The id segment that opens an empty form. */
const NEW_ID = 'novo';

type ProductDependencies = Awaited<ReturnType<Api['products']['dependencies']>>;

/** /panel/meus-produtos/:id — create ('novo') or edit a product, and delete it (docs/panel-screens.md). */
export default function ProdutoFormScreen() {
  const { api } = useServices();
  const [, navigate] = useLocation();
  const isNew = useParams<{ id: string }>().id === NEW_ID;
  const productId = useRouteId();
  const product = useResource<Product | null>(
    () => {
      if (isNew) return Promise.resolve(null);
      // An id that is neither 'novo' nor a number cannot name a product.
      return productId === null ? Promise.reject(new Error('id inválido')) : api.products.get(productId);
    },
    COPY.errors.load,
    [api, isNew, productId],
  );
  const action = useAction();
  // Results show in the toast corner: the save button sits below a long form.
  const toasts = useToasts();
  const [form, setForm] = useState<ProductFormValues>(EMPTY_PRODUCT_FORM);
  const [formErrors, setFormErrors] = useState<ProductFormErrors>({});
  const [confirming, setConfirming] = useState(false);
  // What the delete would take along or be refused for, read when the user asks to delete.
  const [dependencies, setDependencies] = useState<ProductDependencies | null>(null);

  // The form shows what the server holds each time a product (or the empty form) is opened.
  const loaded = product.state.status === 'ready' ? product.state.data : undefined;
  useEffect(() => {
    if (loaded === undefined) return;
    setForm(loaded ? toProductForm(loaded) : EMPTY_PRODUCT_FORM);
    setFormErrors({});
  }, [loaded]);

  const submit = () => {
    const errors = validateProduct(form);
    setFormErrors(errors);
    if (!form.categoria || Object.keys(errors).length > 0) return;
    const body = toProductInput({ ...form, categoria: form.categoria });
    void action.run(
      'save',
      () => (isNew || productId === null ? api.products.create(body) : api.products.update(productId, body)),
      {
        fallbackError: COPY.errors.save,
        onError: toasts.error,
        onSuccess: (saved) => {
          if (isNew) {
            toasts.success(COPY.success.created);
            navigate(pathTo(PATHS.product, { id: saved.id }), { replace: true });
          } else {
            toasts.success(COPY.success.updated);
            product.update(() => saved);
          }
        },
      },
    );
  };

  // A delete blocked by the product's media, flow steps or objections says what to remove first.
  const removeProduct = (id: number) =>
    api.products.remove(id).catch((error: unknown) => {
      if (isProductInUse(error) && error instanceof ApiError) {
        throw new ApiError(error.status, error.code, COPY.errors.inUse);
      }
      throw error;
    });

  const confirmRemove = () => {
    if (productId === null) return;
    void action
      .run('remove', () => removeProduct(productId), {
        fallbackError: COPY.errors.remove,
        onError: toasts.error,
        onSuccess: () => navigate(PATHS.products),
      })
      .then(() => setConfirming(false));
  };

  const links =
    isNew || productId === null
      ? productNavLinks(0)
          .filter((link) => link.id === 'produto')
          .map((link) => ({
            ...link,
            href: pathTo(PATHS.product, { id: NEW_ID }),
          }))
      : productNavLinks(productId);

  return (
    <ProdutoFormView
      nav={
        <ProductNavBar
          aria-label={PRODUCT_NAV_COPY.label}
          backLabel={PRODUCT_NAV_COPY.back}
          onBack={() => navigate(PATHS.products)}
          links={links}
          currentId="produto"
          productName={loaded?.nome_produto ?? null}
        />
      }
      isNew={isNew}
      status={product.state.status}
      loadError={product.state.status === 'error' ? product.state.error : null}
      form={form}
      formErrors={formErrors}
      categories={PRODUCT_CATEGORIES}
      onChange={(field, value) => setForm((current) => ({ ...current, [field]: value }))}
      onSubmit={submit}
      isSaving={action.pendingKey === 'save'}
      onRemove={() => {
        if (productId === null) return;
        void action.run('check', () => api.products.dependencies(productId), {
          fallbackError: COPY.errors.dependencies,
          onError: toasts.error,
          onSuccess: (found) => {
            setDependencies(found);
            setConfirming(true);
          },
        });
      }}
      isCheckingRemove={action.pendingKey === 'check'}
      isConfirmingRemove={confirming}
      removeBlockers={
        dependencies && dependencies.midias + dependencies.etapas + dependencies.objecoes > 0
          ? { media: dependencies.midias, steps: dependencies.etapas, objections: dependencies.objecoes }
          : null
      }
      offersRemoved={dependencies?.ofertas ?? 0}
      flowHref={productId === null ? '' : pathTo(PATHS.flow, { id: productId })}
      objectionsHref={productId === null ? '' : pathTo(PATHS.objections, { id: productId })}
      productName={loaded?.nome_produto ?? ''}
      isDeleting={action.pendingKey === 'remove'}
      onConfirmRemove={confirmRemove}
      onCancelRemove={() => setConfirming(false)}
    />
  );
}
