export { Brand, type BrandProps } from './Brand.tsx';
