import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL } from './e2e/support/env';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  // Three on two cores: without a trace of every journey (below) two workers leave the cores
  // idle while a journey waits on the console. The whole run, the same hour (2026-11-30): two
  // workers 607 s, three 551 s and 563 s, the cores 95% busy. (Traced, three had gone no faster
  // than two, and each journey took half as long again.)
  workers: 3,
  // A journey that fails once and passes again is reported as flaky (a load spike on a small
  // machine), not as a failure; one that fails twice fails the run.
  retries: 1,
  // Generous, for a loaded or slow machine: a journey's time is not what it checks (the benchmarks
  // measure speed), and a step that hangs still fails. A long journey says test.slow(): three times.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_BASE_URL,
    // Recorded on a journey's retry only: recording every journey's trace (its DOM snapshots and
    // screencast) took about 40% of the run's CPU (e2e/products, organisation and reels: 366 and
    // 392 CPU-seconds traced, 210 and 211 not). A journey that fails twice has the trace of its retry.
    trace: 'on-first-retry',
    // As someone who asked their system for less motion: the console's drawers, modals and menus
    // appear at once (the journeys wait for no slide; e2e/platform/accessibility.spec.ts shows both).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
