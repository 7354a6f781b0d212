import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycSubmissions } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { getLatestKycSubmission, readKycImage, reviewKycSubmission } from './index.ts';
import { createTestMember } from '../../test/members.ts';
import { ALL_TICKED, giveIdentityForTest } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const KEYS = {
  frontKey: `kyc/1/${'a'.repeat(32)}.jpg`,
  backKey: `kyc/1/${'b'.repeat(32)}.jpg`,
  handheldKey: `kyc/1/${'c'.repeat(32)}.jpg`,
};

async function pendingSubmission(): Promise<{ id: bigint; userId: bigint }> {
  const member = await createTestMember(t);
  await giveIdentityForTest(t.app.database.db, member.userId);
  const [row] = await t.app.database.db
    .insert(kycSubmissions)
    .values({ userId: member.userId, ...KEYS })
    .returning();
  return { id: row!.id, userId: member.userId };
}

async function reasonOf(work: Promise<unknown>): Promise<{ reason: string; field: string | undefined }> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { reason: error.reason, field: error.field };
}

describe('reviewKycSubmission', () => {
  it('approves a pending submission once, recording when and by whom', async () => {
    const { db } = t.app.database;
    const submission = await pendingSubmission();
    const now = new Date('2025-01-02T03:04:05.000Z');
    const view = await reviewKycSubmission(db, {
      submissionId: submission.id,
      decision: 'approved',
      checklist: ALL_TICKED,
      reviewerId: 7,
      reviewerUsername: 'alice',
      now,
    });
    expect(view).toEqual({
      status: 'approved',
      id: String(submission.id),
      reason: null,
      requestedFields: [],
      submittedAt: expect.any(String),
      reviewedAt: now.toISOString(),
    });
    const [row] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.id, submission.id));
    expect(row).toMatchObject({ status: 'approved', reviewedBy: 7, reviewerUsername: 'alice', checklist: ALL_TICKED });
    expect(await getLatestKycSubmission(db, { userId: submission.userId })).toEqual(view);

    const again = reviewKycSubmission(db, { submissionId: submission.id, decision: 'rejected', reason: 'late', now });
    expect(await reasonOf(again)).toEqual({ reason: 'CONFLICT', field: undefined });
  });

  it('rejects with the reason the member will read', async () => {
    const submission = await pendingSubmission();
    const view = await reviewKycSubmission(t.app.database.db, {
      submissionId: submission.id,
      decision: 'rejected',
      reason: '  The handheld photo is blurry  ',
      now: new Date(),
    });
    expect(view).toMatchObject({ status: 'rejected', reason: 'The handheld photo is blurry' });
  });

  it.each([undefined, '', '   '])('refuses a rejection without a reason (%j)', async (reason) => {
    const submission = await pendingSubmission();
    const work = reviewKycSubmission(t.app.database.db, {
      submissionId: submission.id,
      decision: 'rejected',
      reason,
      now: new Date(),
    });
    expect(await reasonOf(work)).toEqual({ reason: 'INVALID_INPUT', field: 'reason' });
    expect((await getLatestKycSubmission(t.app.database.db, { userId: submission.userId })).status).toBe('pending');
  });

  it('refuses a reason over 500 characters', async () => {
    const submission = await pendingSubmission();
    const work = reviewKycSubmission(t.app.database.db, {
      submissionId: submission.id,
      decision: 'rejected',
      reason: 'x'.repeat(501),
      now: new Date(),
    });
    expect(await reasonOf(work)).toEqual({ reason: 'INVALID_INPUT', field: 'reason' });
  });

  it('answers NOT_FOUND for an unknown submission', async () => {
    const work = reviewKycSubmission(t.app.database.db, {
      submissionId: 987654321n,
      decision: 'approved',
      checklist: ALL_TICKED,
      now: new Date(),
    });
    expect(await reasonOf(work)).toEqual({ reason: 'NOT_FOUND', field: undefined });
  });

  it.each([
    ['legalName', { lastName: '' }],
    ['legalName', { firstName: '' }],
    ['birthDate', { birthDate: null }],
    ['idNumber', { idNumber: null }],
  ] as const)('refuses an approval while the profile has no %s, and leaves it pending', async (field, missing) => {
    const { db } = t.app.database;
    const submission = await pendingSubmission();
    // An empty string counts as "not filled" too (the profile form stores an emptied field as null).
    await giveIdentityForTest(db, submission.userId, missing);
    const work = reviewKycSubmission(db, {
      submissionId: submission.id,
      decision: 'approved',
      checklist: ALL_TICKED,
      now: new Date(),
    });
    expect(await reasonOf(work)).toEqual({ reason: 'KYC_PROFILE_INCOMPLETE', field });
    const [row] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.id, submission.id));
    expect(row).toMatchObject({ status: 'pending', checklist: null, reviewedAt: null });
  });

  it('refuses an approval without the checklist (400) or with an item unticked (422 naming it)', async () => {
    const { db } = t.app.database;
    const submission = await pendingSubmission();
    const none = reviewKycSubmission(db, { submissionId: submission.id, decision: 'approved', now: new Date() });
    expect(await reasonOf(none)).toEqual({ reason: 'INVALID_INPUT', field: 'checklist' });
    const partly = reviewKycSubmission(db, {
      submissionId: submission.id,
      decision: 'approved',
      checklist: { ...ALL_TICKED, documentNotExpired: false },
      now: new Date(),
    });
    expect(await reasonOf(partly)).toEqual({ reason: 'KYC_CHECKLIST_INCOMPLETE', field: 'checklist.documentNotExpired' });
    const [row] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.id, submission.id));
    expect(row?.status).toBe('pending');
  });

  it('a rejection needs no checklist or profile, and keeps what was ticked', async () => {
    const { db } = t.app.database;
    const submission = await pendingSubmission();
    await giveIdentityForTest(db, submission.userId, { idNumber: null });
    const ticked = { ...ALL_TICKED, photoMatchesFace: false };
    await reviewKycSubmission(db, {
      submissionId: submission.id,
      decision: 'rejected',
      reason: 'Not the same face',
      checklist: ticked,
      now: new Date(),
    });
    const [row] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.id, submission.id));
    expect(row).toMatchObject({ status: 'rejected', checklist: ticked });
  });
});

describe('readKycImage', () => {
  it('lets an operator read any submission and a member only their own', async () => {
    const { db } = t.app.database;
    const submission = await pendingSubmission();
    await t.app.blobs.put(KEYS.backKey, Buffer.from('jpeg bytes'), 'image/jpeg');

    const operator = await readKycImage(db, {
      submissionId: submission.id,
      side: 'back',
      viewer: { kind: 'operator' },
      blobs: t.app.blobs,
    });
    expect(operator.toString()).toBe('jpeg bytes');

    const owner = await readKycImage(db, {
      submissionId: submission.id,
      side: 'back',
      viewer: { kind: 'member', userId: submission.userId },
      blobs: t.app.blobs,
    });
    expect(owner.toString()).toBe('jpeg bytes');

    const stranger = readKycImage(db, {
      submissionId: submission.id,
      side: 'back',
      viewer: { kind: 'member', userId: submission.userId + 1000n },
      blobs: t.app.blobs,
    });
    expect(await reasonOf(stranger)).toEqual({ reason: 'NOT_FOUND', field: undefined });
  });

  it('answers NOT_FOUND when the row outlived its photo', async () => {
    const submission = await pendingSubmission();
    const work = readKycImage(t.app.database.db, {
      submissionId: submission.id,
      side: 'handheld',
      viewer: { kind: 'operator' },
      blobs: t.app.blobs,
    });
    expect(await reasonOf(work)).toEqual({ reason: 'NOT_FOUND', field: undefined });
  });
});
