import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testConfig } from './config.ts';
import type { Db } from './db/client.ts';
import { installScheduler, scheduledJobs, type Job } from './scheduler.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function countingJob(overrides: Partial<Job> = {}) {
  const job = {
    runs: 0,
    closed: false,
    name: 'expire-deposits' as const,
    everyMs: 20,
    run: async () => {
      job.runs += 1;
      await sleep(5);
    },
    close: () => {
      job.closed = true;
    },
    ...overrides,
  };
  return job;
}

describe('scheduler', () => {
  it('lists every job with its period, leaving out the ones turned off or without their peer', () => {
    const config = testConfig({ featureSettleIntervalMs: 0, agentJobsIntervalMs: 3_600_000, smtpUrl: undefined });
    const jobs = scheduledJobs({ config, db: {} as Db, log: Fastify().log });
    expect(jobs.map(({ name, everyMs }) => ({ name, everyMs }))).toEqual([
      { name: 'expire-deposits', everyMs: 60_000 },
      { name: 'sandbox-webhooks', everyMs: 1_000 },
      { name: 'reconcile-deposits', everyMs: 300_000 },
      { name: 'hall-rollup', everyMs: 60_000 },
      { name: 'fair-seal', everyMs: 300_000 },
      { name: 'agent-jobs', everyMs: 3_600_000 },
      { name: 'risk-scan', everyMs: 300_000 },
    ]);
    // Without a provider to ask (no sandbox) or with its period at 0, the payment jobs are not listed.
    const production = testConfig({ sandboxPayments: false, depositReconcileIntervalMs: 300_000, featureSettleIntervalMs: 0 });
    expect(scheduledJobs({ config: production, db: {} as Db, log: Fastify().log }).map((job) => job.name)).toEqual([
      'expire-deposits',
      'hall-rollup',
      'fair-seal',
      'agent-jobs',
      'risk-scan',
    ]);
    const off = testConfig({
      sandboxPayRedeliveryIntervalMs: 0,
      depositReconcileIntervalMs: 0,
      featureSettleIntervalMs: 0,
      risk: { ...testConfig().risk, scanIntervalMs: 0 },
    });
    expect(scheduledJobs({ config: off, db: {} as Db, log: Fastify().log }).map((job) => job.name)).toEqual([
      'expire-deposits',
      'hall-rollup',
      'fair-seal',
      'agent-jobs',
    ]);
  });

  it('starts nothing before the app is ready, runs on its period after, and stops on close', async () => {
    const app = Fastify({ logger: false });
    const job = countingJob();
    installScheduler(app, [job]);
    await sleep(60);
    expect(job.runs).toBe(0);
    await app.ready();
    // Timers are late on a busy machine: wait for two runs rather than for a fixed time.
    for (let i = 0; i < 100 && job.runs < 2; i += 1) await sleep(20);
    expect(job.runs).toBeGreaterThanOrEqual(2);
    await app.close();
    const afterClose = job.runs;
    expect(job.closed).toBe(true);
    await sleep(60);
    expect(job.runs).toBe(afterClose);
  });

  it('runs a job once on demand, and at start when asked', async () => {
    const app = Fastify({ logger: false });
    const job = countingJob({ everyMs: 3_600_000, atStart: true });
    installScheduler(app, [job]);
    await app.ready();
    await sleep(20);
    expect(job.runs).toBe(1);
    await app.scheduler.runNow('expire-deposits');
    expect(job.runs).toBe(2);
    await expect(app.scheduler.runNow('agent-jobs')).rejects.toThrow(/no job named agent-jobs/);
    await app.close();
  });

  it('never overlaps runs of one job, and a failed run does not stop the next', async () => {
    const app = Fastify({ logger: false });
    let concurrent = 0;
    let most = 0;
    let runs = 0;
    installScheduler(app, [
      {
        name: 'agent-jobs',
        everyMs: 10,
        run: async () => {
          runs += 1;
          concurrent += 1;
          most = Math.max(most, concurrent);
          await sleep(35);
          concurrent -= 1;
          if (runs === 1) throw new Error('first run fails');
        },
      },
    ]);
    await app.ready();
    for (let i = 0; i < 100 && runs < 3; i += 1) await sleep(20);
    await app.close();
    expect(most).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(concurrent).toBe(0);
  });
});
