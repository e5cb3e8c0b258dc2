import { lazyWhenOpened } from '../../utils/lazyWhenOpened.tsx';

/** The account fields the administrator edits, in the order the form shows them. */
export const USER_EDIT_FIELDS = [
  'name',
  'user_phone',
  'email',
  'senha',
  'renovation_date',
  'expiration_acess',
  'conversas_plano',
  'id_plan',
  'valor_plan',
  'nome_plan',
  'observacoes',
] as const;
export type UserEditField = (typeof USER_EDIT_FIELDS)[number];
/** Every value as the inputs hold it (text; dates as AAAA-MM-DD; numbers as typed). */
export type UserEditValues = Record<UserEditField, string>;

export interface UserEditModalLabels {
  /** "Editar Usuário #12" or "Novo usuário". */
  title: string;
  fields: Record<UserEditField, string>;
  cancel: string;
  save: string;
  saving: string;
}

/** A plan the picker offers; choosing it fills the plan fields, which stay editable. */
export interface UserPlanOption {
  id: string;
  /** e.g. "Pro — 600 leads por mês". */
  label: string;
}

export interface UserPlanPicker {
  label: string;
  /** Shown when the fields match no plan, e.g. a custom deal. */
  placeholder: string;
  options: readonly UserPlanOption[];
  /** The option the plan fields match now, or null. */
  selectedId: string | null;
  onSelect: (id: string) => void;
}

export interface UserEditModalProps {
  isOpen: boolean;
  labels: UserEditModalLabels;
  values: UserEditValues;
  onChange: (field: UserEditField, value: string) => void;
  onSubmit: () => void;
  /** Cancelar, Escape or a click outside (not while saving). */
  onCancel: () => void;
  isSaving: boolean;
  errorMessage?: string | null;
  /** Help under a field, e.g. what leaving Senha empty does. */
  descriptions?: Partial<Record<UserEditField, string>>;
  /** A message under a field whose value cannot be sent as typed. */
  fieldErrors?: Partial<Record<UserEditField, string>>;
  /** Fills the plan fields from a plan sold now. */
  planPicker?: UserPlanPicker;
  /** What the money field shows once left ("247" → "247,00"): the app passes the product's money rule. */
  tidyMoney: (typed: string) => string;
}

/**
 * The administrator's account form in a modal: every field, Cancelar and Salvar ('Salvando...'). Its code (the
 * modal, the plan Select's listbox) is fetched when it first opens.
 */
export const UserEditModal = lazyWhenOpened<UserEditModalProps>(() =>
  import('./OpenUserEditModal.tsx').then((module) => module.OpenUserEditModal),
);
