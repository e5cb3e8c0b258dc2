export {
  type PurchaseEventItem,
  PurchaseEventList,
  type PurchaseEventListProps,
} from './PurchaseEventList.tsx';
