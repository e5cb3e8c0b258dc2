/**
 * pt-BR defaults for the texts the primitives render themselves (labels of built-in buttons,
 * pagination, spinners). Every one can be replaced through the component's props.
 */
export const COPY = {
  spinner: { label: 'Carregando...' },
  dialog: { confirm: 'Confirmar', cancel: 'Cancelar', close: 'Fechar' },
  drawer: { close: 'Fechar menu' },
  banner: { dismiss: 'Fechar aviso', retry: 'Tentar novamente' },
  toast: { region: 'Notificações', dismiss: 'Fechar notificação' },
  passwordField: { show: 'Mostrar senha', hide: 'Ocultar senha' },
  copyButton: { copy: 'Copiar', copied: 'Copiado!' },
  pagination: {
    label: 'Paginação',
    previous: 'Anterior',
    next: 'Próxima',
    /** "Página X de Y". */
    pageOf: (page: number, total: number) => `Página ${page} de ${total}`,
  },
  link: { opensInNewTab: '(abre em nova aba)' },
  skeleton: { label: 'Carregando conteúdo' },
} as const;
