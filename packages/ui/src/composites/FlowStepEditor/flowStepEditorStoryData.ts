import type { FlowStepEditorProps } from './FlowStepEditor.tsx';

/** The step editor's texts, as the flow screen passes them: shared by the stories and the tests. */
export const FLOW_STEP_EDITOR_LABELS: FlowStepEditorProps['labels'] = {
  group: 'Nova etapa',
  toolbar: 'Inserir na etapa',
  chips: 'Itens da etapa',
  text: 'Texto da etapa',
  addMedia: 'Adicionar mídia',
  addOffer: 'Adicionar oferta',
  pause: 'Pausar agente',
  submit: 'Adicionar etapa',
  pending: 'Salvando...',
  cancel: 'Cancelar',
};
