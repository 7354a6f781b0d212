import type { FastifyBaseLogger, FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { runAgentJobs } from './modules/agents/index.ts';
import { rollupHallFigures, sealAhead, settleEndedHolds } from './modules/games/index.ts';
import { mailOutboxDrainer } from './modules/mail/index.ts';
import { expireDeposits, paymentProviders, reconcileDeposits, redeliverSandboxWebhooks } from './modules/payments/index.ts';
import { scanRisk } from './modules/risk/index.ts';

/** One background job: its work lives in its module; this file only says when it runs. */
export interface Job {
  name: JobName;
  /** Time between two runs; a run that is still going when the next is due is not doubled. */
  everyMs: number;
  /** Also run once as soon as the server is ready, not only after the first period. */
  atStart?: boolean;
  run: (context: JobContext) => Promise<unknown>;
  /** Releases what the job holds (a connection), after its last run. */
  close?: () => void;
}

/** What a job may use of the running app: its own HTTP handling (the sandbox provider delivers through it). */
export interface JobContext {
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
}

export type JobName =
  | 'mail-outbox'
  | 'expire-deposits'
  | 'sandbox-webhooks'
  | 'reconcile-deposits'
  | 'settle-feature-holds'
  | 'hall-rollup'
  | 'fair-seal'
  | 'agent-jobs'
  | 'risk-scan';

/**
 * Every background job of the server, with its period. A period of 0 in the config turns a job
 * off; a job whose outside peer is not configured (SMTP) is not listed.
 */
export function scheduledJobs(input: { config: Config; db: Db; log: FastifyBaseLogger }): Job[] {
  const { config, db, log } = input;
  const jobs: Job[] = [];
  if (config.smtpUrl) {
    const outbox = mailOutboxDrainer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log });
    jobs.push({ name: 'mail-outbox', everyMs: 1_000, atStart: true, run: outbox.drain, close: () => outbox.close() });
  }
  // Unpaid checkouts and never-made manual transfers expire on every kind of payment.
  jobs.push({ name: 'expire-deposits', everyMs: 60_000, run: () => expireDeposits(db, new Date()) });
  // The sandbox provider redelivers webhooks we did not acknowledge, with backoff (decision 0005).
  if (config.sandboxPayments && config.env !== 'production') {
    jobs.push({
      name: 'sandbox-webhooks',
      everyMs: config.sandboxPayRedeliveryIntervalMs,
      run: ({ inject }) => redeliverSandboxWebhooks(db, { config, inject, now: new Date(), log }),
    });
  }
  // Asks the providers about orders whose verdict has not come, and settles them as their webhook would.
  const providers = paymentProviders({ config, db });
  if (providers.length > 0) {
    jobs.push({
      name: 'reconcile-deposits',
      everyMs: config.depositReconcileIntervalMs,
      run: () => reconcileDeposits(db, { providers, olderThanMs: config.depositReconcileAfterMs, now: new Date(), log }),
    });
  }
  // Plays out features whose owners' holds have ended (decision 0006).
  jobs.push({ name: 'settle-feature-holds', everyMs: config.featureSettleIntervalMs, run: () => settleEndedHolds(db) });
  // The hall's day counters and bonus history from the game records, so no round writes them (docs/scale.md).
  jobs.push({ name: 'hall-rollup', everyMs: 60_000, run: () => rollupHallFigures(db, new Date()) });
  // Seals the next business day's board of setting commitments into the public chain before the
  // day starts (from SEAL_AHEAD_MS before midnight, Tokyo), and today's if nobody has: setting-days.ts.
  // Sealing is idempotent under the floor-plan lock, so every process may run it.
  jobs.push({ name: 'fair-seal', everyMs: 300_000, run: () => sealAhead(db, new Date()) });
  // Daily rollups of game records and the agents' rebates (decision 0008).
  jobs.push({
    name: 'agent-jobs',
    everyMs: config.agentJobsIntervalMs,
    run: () =>
      runAgentJobs(db, {
        ratesBps: config.agentRebateBps,
        takeBack: config.agentTakeBack,
        payoutApprovalAbove: config.staff.moneyLimits.rebate_payout.secondApproverAbove,
        now: new Date(),
      }),
  });
  // The risk rules over recent activity (issue 21): reads only, opens each alert once. The thresholds are read at each run.
  const risk = () => ({ thresholds: config.risk.thresholds, takebackThreshold: config.agentTakeBack.flagCoins, now: new Date() });
  jobs.push({ name: 'risk-scan', everyMs: config.risk.scanIntervalMs, run: () => scanRisk(db, risk()) });
  return jobs.filter((job) => job.everyMs > 0);
}

export interface Scheduler {
  /** The jobs this process runs, with their periods. */
  readonly jobs: ReadonlyArray<Pick<Job, 'name' | 'everyMs'>>;
  /** Runs a job once now (after its run in progress, if any) and returns its failure, if any: for tests and operators. */
  runNow(name: JobName): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

/**
 * Starts every job once the app is ready (after listen, or on a test's first inject), and stops
 * them when it closes, before the database goes: no new runs, the runs in progress finish, then
 * each job releases what it holds. A failed run is logged; the next one retries.
 */
export function installScheduler(app: FastifyInstance, jobs: Job[]): void {
  const running = new Map<JobName, Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  const context: JobContext = { inject: (options) => app.inject(options) };
  const start = (job: Job): Promise<void> => {
    const run = job
      .run(context)
      .then(() => undefined)
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  };
  const tick = (job: Job) => {
    if (stopped || running.has(job.name)) return;
    start(job).catch((error: unknown) => app.log.warn({ err: error, job: job.name }, `${job.name} failed; the next run retries`));
  };

  app.decorate('scheduler', {
    jobs: jobs.map(({ name, everyMs }) => ({ name, everyMs })),
    runNow: async (name: JobName) => {
      const job = jobs.find((j) => j.name === name);
      if (!job) throw new Error(`no job named ${name} runs in this process`);
      await running.get(name)?.catch(() => undefined);
      await start(job);
    },
  } satisfies Scheduler);

  app.addHook('onReady', async () => {
    for (const job of jobs) {
      const timer = setInterval(() => tick(job), job.everyMs);
      timer.unref();
      timers.push(timer);
      if (job.atStart) tick(job);
    }
    app.log.info({ jobs: jobs.map(({ name, everyMs }) => ({ name, everyMs })) }, 'background jobs started');
  });
  app.addHook('preClose', async () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
    await Promise.allSettled(running.values());
    for (const job of jobs) job.close?.();
  });
}
