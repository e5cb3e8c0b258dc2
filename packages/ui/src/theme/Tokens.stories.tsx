import type { Meta, StoryObj } from '@storybook/react-vite';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { expect } from 'storybook/test';
import { Stack } from '../primitives/Stack/Stack.tsx';
import { Heading, Text } from '../primitives/Text/Text.tsx';
import { colorTokens } from '../tokens/color.ts';
import { spaceTokens } from '../tokens/scale.ts';
import * as styles from './TokenSwatches.css.ts';

function Swatch({ name, background, foreground }: { name: string; background: string; foreground: string }) {
  return (
    <li
      className={styles.swatch}
      style={assignInlineVars({
        [styles.swatchBackground]: background,
        [styles.swatchForeground]: foreground,
      })}
    >
      <span className={styles.name}>{name}</span>
      <span>{background}</span>
    </li>
  );
}

function ColorTokens() {
  const tones = Object.entries(colorTokens).flatMap(([name, value]) =>
    typeof value === 'object'
      ? [
          { name: `${name}.solid`, background: value.solid, foreground: value.onSolid },
          { name: `${name}.soft`, background: value.soft, foreground: value.onSoft },
        ]
      : [],
  );
  return (
    <Stack gap="lg">
      <Heading level={2}>Tons (texto sobre fundo)</Heading>
      <ul className={styles.grid} aria-label="Tons">
        {tones.map((tone) => (
          <Swatch key={tone.name} {...tone} />
        ))}
      </ul>
    </Stack>
  );
}

function SpaceTokens() {
  return (
    <Stack gap="sm" as="ul" aria-label="Espaçamentos">
      {Object.entries(spaceTokens).map(([name, value]) => (
        <li key={name}>
          <Text size="sm">
            {name} · {value}
          </Text>
          <div className={styles.spaceBar} style={assignInlineVars({ [styles.swatchBackground]: value })} />
        </li>
      ))}
    </Stack>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: ColorTokens,
} satisfies Meta<typeof ColorTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Status and tag colours: Ativo green, Pausado amber, expiry yellow, expired red, the four tags. */
export const Colors: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('statusActive.solid')).toBeVisible();
    await expect(canvas.getByText('tagOrange.soft')).toBeVisible();
  },
};

export const Space: Story = {
  render: () => <SpaceTokens />,
};
