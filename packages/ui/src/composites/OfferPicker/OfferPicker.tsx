import { OfferMarkerIcon } from '../FlowPartChips/flowIcons.tsx';
import { offerTitle } from '../OfferList/offerTitle.ts';
import { PickerDialog } from '../PickerDialog/PickerDialog.tsx';

export interface OfferPickerOption {
  id: number;
  /** The offer's name ("Kit 3 frascos"), shown before the price; absent or null when unnamed. */
  name?: string | null;
  /** The formatted price, e.g. "R$ 97,90". */
  price: string;
  /** The link, or "Já está na etapa". */
  description: string;
  isDisabled: boolean;
}

export interface OfferPickerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog title, e.g. "Selecionar oferta". */
  title: string;
  emptyText: string;
  closeLabel?: string;
  offers: readonly OfferPickerOption[];
  onPick: (id: number) => void;
}

/** The step composer's "add offer" modal: the product's offers by name, price and link. */
export function OfferPicker({ offers, ...props }: OfferPickerProps) {
  const items = offers.map((offer) => ({
    id: offer.id,
    label: offerTitle(offer.price, offer.name),
    description: offer.description,
    icon: <OfferMarkerIcon />,
    isDisabled: offer.isDisabled,
  }));
  return <PickerDialog {...props} items={items} />;
}
