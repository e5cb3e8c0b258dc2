import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SearchField } from '../SearchField/SearchField.tsx';
import { SegmentedControl } from '../SegmentedControl/SegmentedControl.tsx';
import { FilterBar } from './FilterBar.tsx';

const meta = {
  title: 'Primitives/FilterBar',
  component: FilterBar,
  parameters: { layout: 'fullscreen' },
  args: {
    search: <SearchField label="Pesquisar usuários" placeholder="Pesquisar por nome ou email..." />,
    filters: (
      <SegmentedControl
        label="Mostrar:"
        options={[
          { id: 'todos', label: 'Todos' },
          { id: 'ativos', label: 'Ativos' },
          { id: 'inativos', label: 'Inativos' },
        ]}
        selectedKey="todos"
        onSelectionChange={fn()}
      />
    ),
  },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {};
/** Too narrow for one row: the filters go under the search field. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
};
