import type { FileDropProps } from './FileDrop.tsx';

/** The drop area's texts, as a screen of the panel passes them: shared by the stories and the tests. */
export const FILE_DROP_LABELS: FileDropProps['labels'] = {
  label: 'Arquivo',
  choose: 'Selecionar arquivo',
  dropHint: 'ou arraste o arquivo aqui',
  noFile: 'Nenhum arquivo selecionado',
  progress: 'Enviando arquivo',
  dropZone: 'Área para soltar o arquivo',
};
