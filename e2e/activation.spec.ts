// Activation as a new buyer lives it: from the landing's plan to the agent's first answer on the simulator, every
// step through the screens (e2e/support/activationJourney.ts). `npm run bench:activation` runs this same spec and
// reads the figures it leaves in ACTIVATION_FIGURES_FILE: the duration, the screens and the fields.
import { writeFile } from 'node:fs/promises';
import { fieldCount, newJourneyRecord, runActivationJourney } from './support/activationJourney.ts';
import { test } from './support/fixtures.ts';

test('a new buyer goes from the landing to the agent’s first answer, guided by the first steps', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const record = newJourneyRecord();
  const started = performance.now();
  await runActivationJourney(page, record);
  const seconds = (performance.now() - started) / 1_000;
  const figuresFile = process.env.ACTIVATION_FIGURES_FILE;
  if (figuresFile)
    await writeFile(figuresFile, JSON.stringify({ seconds, fields: fieldCount(record), ...record }));
});
