#!/usr/bin/env node
// Builds Storybook, serves the static build on a free port, runs every story's interactions,
// accessibility checks and screenshots with the test-runner in headless Chromium, then stops the server.
// Usage: node scripts/test-stories.mjs [--no-build] [test-storybook args, e.g. -u to update baselines]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
// STORYBOOK_STATIC_DIR lets two runs on one machine build side by side.
const STATIC_DIR = process.env.STORYBOOK_STATIC_DIR ?? path.join(ROOT, 'storybook-static');
const HOST = '127.0.0.1';
const SERVER_READY_TIMEOUT_MS = 30_000;
const SERVER_POLL_INTERVAL_MS = 200;
const TEST_WORKERS = 2;

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const runnerArgs = args.filter((arg) => arg !== '--no-build');

/** Runs a command to completion and resolves with its exit code; a quiet run prints its output only on failure. */
function run(command, commandArgs, { quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      cwd: ROOT,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const exitCode = code ?? (signal ? 1 : 0);
      if (quiet && exitCode !== 0) process.stderr.write(Buffer.concat(output));
      resolve(exitCode);
    });
  });
}

/** Asks the OS for a port nobody listens on. */
function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForServer(url) {
  const deadline = Date.now() + SERVER_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(SERVER_POLL_INTERVAL_MS);
  }
  throw new Error(`Storybook server did not answer at ${url} within ${SERVER_READY_TIMEOUT_MS} ms`);
}

async function main() {
  if (!skipBuild || !existsSync(STATIC_DIR)) {
    console.log('Building Storybook…');
    const buildCode = await run(path.join(BIN, 'storybook'), ['build', '-o', STATIC_DIR, '--quiet'], {
      quiet: true,
    });
    if (buildCode !== 0) return buildCode;
  }

  const port = await findFreePort();
  const url = `http://${HOST}:${port}`;
  const server = spawn(
    path.join(BIN, 'http-server'),
    [STATIC_DIR, '-p', String(port), '-a', HOST, '-s', '-c-1'],
    {
      cwd: ROOT,
      stdio: 'ignore',
    },
  );
  try {
    await waitForServer(`${url}/index.json`);
    return await run(path.join(BIN, 'test-storybook'), [
      '--url',
      url,
      '--index-json',
      `--maxWorkers=${TEST_WORKERS}`,
      ...runnerArgs,
    ]);
  } finally {
    server.kill();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
