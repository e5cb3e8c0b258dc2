import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FileDrop } from './FileDrop.tsx';

const meta = {
  title: 'Composites/FileDrop',
  component: FileDrop,
  args: {
    labels: {
      label: 'Arquivo',
      choose: 'Selecionar arquivo',
      dropHint: 'ou arraste o arquivo aqui',
      noFile: 'Nenhum arquivo selecionado',
      progress: 'Enviando arquivo',
      dropZone: 'Área para soltar o arquivo',
    },
    acceptedFileTypes: ['.mp4', '.mp3', '.ogg', '.opus', '.png', '.jpg', '.jpeg', '.pdf'],
    onSelect: fn(),
  },
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoFile: Story = {};
export const FileChosen: Story = { args: { fileName: 'catalogo.pdf' } };
export const Uploading: Story = { args: { fileName: 'depoimento.mp4', progress: 42, isDisabled: true } };
export const Invalid: Story = {
  args: {
    fileName: 'planilha.xlsx',
    errorMessage:
      'Tipo de arquivo não permitido. Formatos aceitos: .mp4, .mp3, .ogg, .opus, .png, .jpg, .jpeg, .pdf',
  },
};
