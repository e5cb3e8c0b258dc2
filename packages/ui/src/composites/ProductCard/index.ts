export { ProductCard, type ProductCardDetail, type ProductCardProps } from './ProductCard.tsx';
export { PRODUCT_ICONS, ProductIcon, type ProductIconName } from './productIcons.tsx';
