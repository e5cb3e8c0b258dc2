export { AUTO_COLUMN_WIDTHS, AutoColumns, type AutoColumnsProps } from './AutoColumns.tsx';
