/** An offer as one line: its name with the price ("Kit 3 frascos — R$ 97,90"), or the price alone when unnamed. */
export function offerTitle(price: string, name?: string | null): string {
  return name ? `${name} — ${price}` : price;
}
