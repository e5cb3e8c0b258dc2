/** A colour token's soft or solid side as a style: background, text and border of one hue. */
interface ToneColors {
  solid: string;
  onSolid: string;
  soft: string;
  onSoft: string;
  border: string;
}

/** A pale fill with dark text and a border of the same hue. */
export const softFill = (tone: ToneColors) => ({
  backgroundColor: tone.soft,
  color: tone.onSoft,
  borderColor: tone.border,
});

/** A solid fill with its light text; the border disappears into the fill. */
export const solidFill = (tone: ToneColors) => ({
  backgroundColor: tone.solid,
  color: tone.onSolid,
  borderColor: tone.solid,
});
