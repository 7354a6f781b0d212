import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobs } from '../blobs/schema.ts';
import { kycSubmissions } from './schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { reviewKycSubmission } from './index.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { pngClaiming } from '../../test/crafted-images.ts';
import { ALL_TICKED, giveIdentityForTest } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ADD = '/v2/app/user/kyc/add';
const LATEST = '/v2/app/user/kyc/latest';
const GET_KYC = '/v2/app/user/get/kyc';
const IMAGE = '/v2/app/user/kyc/image';
const XSRF = 'kyc-test-xsrf-token-0123456789';

interface UploadFile {
  bytes: Buffer;
  name: string;
  type: string;
}

/** Sends a multipart form the way a browser does (FormData), with the member's token and the XSRF pair. */
async function upload(files: [string, UploadFile][], options: { token?: string; fields?: [string, string][] } = {}) {
  const form = new FormData();
  for (const [name, value] of options.fields ?? []) form.append(name, value);
  for (const [name, file] of files) form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST',
    url: ADD,
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      'accept-language': 'en-US',
      cookie: `XSRF-TOKEN=${XSRF}`,
      'x-xsrf-token': XSRF,
      ...(options.token ? { token: options.token } : {}),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: response.statusCode, body: response.json() };
}

function solid(width: number, height: number, background: string) {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** A phone photo taken sideways: stored 64×48 with EXIF orientation 6 (display rotated to 48×64). */
async function sidewaysJpeg(): Promise<UploadFile> {
  const bytes = await solid(64, 48, '#cc3333').withMetadata({ orientation: 6 }).jpeg().toBuffer();
  return { bytes, name: 'front.jpg', type: 'image/jpeg' };
}

/** A PNG carrying EXIF that must not survive (think GPS position, camera serial). */
async function pngWithExif(): Promise<UploadFile> {
  const bytes = await solid(80, 50, '#33cc33')
    .withExif({ IFD0: { Copyright: 'secret owner', ImageDescription: 'home address' } })
    .png()
    .toBuffer();
  return { bytes, name: 'back.png', type: 'image/png' };
}

async function webp(): Promise<UploadFile> {
  return { bytes: await solid(60, 60, '#3333cc').webp().toBuffer(), name: 'selfie.webp', type: 'image/webp' };
}

async function validFiles(): Promise<[string, UploadFile][]> {
  return [
    ['front', await sidewaysJpeg()],
    ['back', await pngWithExif()],
    ['handheld', await webp()],
  ];
}

/** The member's photos in the blob store (the database in tests), by file name. */
async function storedFiles(member: TestMember): Promise<string[]> {
  const prefix = `kyc/${member.userId}/`;
  const rows = await t.app.database.db
    .select({ key: blobs.key })
    .from(blobs)
    .where(like(blobs.key, `${prefix}%`));
  return rows.map((row) => row.key.slice(prefix.length)).sort();
}

async function storedPhoto(key: string): Promise<Buffer> {
  const photo = await t.app.blobs.get(key);
  if (!photo) throw new Error(`no photo under ${key}`);
  return photo.bytes;
}

async function submissionRows(member: TestMember) {
  return t.app.database.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, member.userId));
}

/** A member whose profile holds what a submission needs (legal name, birth date, ID number). */
async function memberWithIdentity(): Promise<TestMember> {
  const member = await createTestMember(t);
  await giveIdentityForTest(t.app.database.db, member.userId);
  return member;
}

function fetchImage(member: TestMember, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: IMAGE,
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, token: member.token },
    payload: JSON.stringify(body),
  });
}

describe('user/kyc/add', () => {
  it('stores three re-encoded JPEGs under random names and records a pending submission', async () => {
    const member = await memberWithIdentity();
    const res = await upload(await validFiles(), { token: member.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, data: { status: 'pending', reason: null, reviewedAt: null } });
    expect(res.body.data.id).toMatch(/^\d+$/);
    expect(new Date(res.body.data.submittedAt).toISOString()).toBe(res.body.data.submittedAt);

    const files = await storedFiles(member);
    expect(files).toHaveLength(3);
    for (const name of files) {
      expect(name).toMatch(/^[0-9a-f]{32}\.jpg$/);
      const meta = await sharp(await storedPhoto(`kyc/${member.userId}/${name}`)).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
    const [row] = await submissionRows(member);
    expect(row).toMatchObject({ status: 'pending', userId: member.userId });
    // The sideways photo was turned upright before its orientation tag was dropped.
    const front = await sharp(await storedPhoto(row!.frontKey)).metadata();
    expect([front.width, front.height]).toEqual([48, 64]);
    const back = await storedPhoto(row!.backKey);
    expect(back.includes(Buffer.from('home address'))).toBe(false);
  });

  it('answers the submission on kyc/latest, get/kyc and in the profile', async () => {
    const member = await memberWithIdentity();
    const none = { status: 'none', id: null, reason: null, requestedFields: [], submittedAt: null, reviewedAt: null };
    expect((await t.call(LATEST, {}, { token: member.token })).body.data).toEqual(none);
    expect((await t.call(GET_KYC, {}, { token: member.token })).body.data).toEqual(none);

    const added = await upload(await validFiles(), { token: member.token });
    expect((await t.call(LATEST, {}, { token: member.token })).body.data).toEqual(added.body.data);
    expect((await t.call(GET_KYC, {}, { token: member.token })).body.data).toEqual(added.body.data);
    expect((await t.call('/v2/app/user/info', {}, { token: member.token })).body.data.kycStatus).toBe('pending');
  });

  it('shrinks a large photo to fit 2400×2400', async () => {
    const member = await memberWithIdentity();
    const wide = { bytes: await solid(3000, 1000, '#888888').jpeg().toBuffer(), name: 'a.jpg', type: 'image/jpeg' };
    const files = await validFiles();
    files[0] = ['front', wide];
    expect((await upload(files, { token: member.token })).body.code).toBe(200);
    const [row] = await submissionRows(member);
    const meta = await sharp(await storedPhoto(row!.frontKey)).metadata();
    expect([meta.width, meta.height]).toEqual([2400, 800]);
  });

  it('refuses a second submission while one is pending, and keeps nothing of it', async () => {
    const member = await memberWithIdentity();
    await upload(await validFiles(), { token: member.token });
    const again = await upload(await validFiles(), { token: member.token });
    expect(again.body).toMatchObject({ code: 409, data: { reason: 'KYC_ALREADY_PENDING' } });
    expect(await storedFiles(member)).toHaveLength(3);
    expect(await submissionRows(member)).toHaveLength(1);
  });

  it('lets only one of two simultaneous submissions through, leaving no stray file', async () => {
    const member = await memberWithIdentity();
    const [a, b] = await Promise.all([
      upload(await validFiles(), { token: member.token }),
      upload(await validFiles(), { token: member.token }),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([200, 409]);
    expect(await submissionRows(member)).toHaveLength(1);
    expect(await storedFiles(member)).toHaveLength(3);
  });

  it('accepts a new submission after a rejection, and none after an approval', async () => {
    const member = await memberWithIdentity();
    const first = await upload(await validFiles(), { token: member.token });
    const now = new Date();
    await reviewKycSubmission(t.app.database.db, {
      submissionId: BigInt(first.body.data.id),
      decision: 'rejected',
      reason: 'Photo is blurry',
      now,
    });
    const rejected = (await t.call(LATEST, {}, { token: member.token })).body.data;
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Photo is blurry', reviewedAt: now.toISOString() });

    const second = await upload(await validFiles(), { token: member.token });
    expect(second.body).toMatchObject({ code: 200, data: { status: 'pending' } });
    await reviewKycSubmission(t.app.database.db, {
      submissionId: BigInt(second.body.data.id),
      decision: 'approved',
      checklist: ALL_TICKED,
      now,
    });
    expect((await t.call(GET_KYC, {}, { token: member.token })).body.data).toMatchObject({ status: 'approved', reason: null });

    const third = await upload(await validFiles(), { token: member.token });
    expect(third.body).toMatchObject({ code: 409, data: { reason: 'KYC_ALREADY_APPROVED' } });
    expect(await storedFiles(member)).toHaveLength(6);
  });

  // Issue 26: a submission without them could never be approved, and would lock the fields the
  // member has to add (the KYC deadlock).
  it.each([
    ['legalName', { lastName: null }],
    ['legalName', { firstName: null }],
    ['birthDate', { birthDate: null }],
    ['idNumber', { idNumber: null }],
  ] as const)(
    'refuses a submission while the profile has no %s, keeping no photo and leaving the fields free',
    async (field, missing) => {
      const member = await createTestMember(t);
      await giveIdentityForTest(t.app.database.db, member.userId, missing);
      const res = await upload(await validFiles(), { token: member.token });
      expect(res.body).toMatchObject({ code: 422, data: { reason: 'KYC_PROFILE_INCOMPLETE', field } });
      expect(res.body.msg).toMatch(/before sending your ID photos/);
      expect(await submissionRows(member)).toHaveLength(0);
      expect(await storedFiles(member)).toHaveLength(0);
      // Nothing is pending, so the member can still add the field, and then the same photos go through.
      const added = await t.call(
        '/v2/app/user/update',
        { lastName: 'Suzuki', firstName: 'Hanako', birthDate: '1991-02-03' },
        { token: member.token },
      );
      expect(added.body.code).toBe(200);
      await t.call('/v2/app/user/update/idNumber', { idNumber: 'ZX9876543' }, { token: member.token });
      expect((await upload(await validFiles(), { token: member.token })).body).toMatchObject({
        code: 200,
        data: { status: 'pending' },
      });
    },
  );

  it('refuses a member with an empty profile in their language', async () => {
    const member = await createTestMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: ADD,
      headers: {
        'content-type': 'application/json',
        'accept-language': 'ja-JP',
        cookie: `XSRF-TOKEN=${XSRF}`,
        'x-xsrf-token': XSRF,
        token: member.token,
      },
      payload: '{}',
    });
    expect(res.json()).toMatchObject({ code: 422, data: { reason: 'KYC_PROFILE_INCOMPLETE', field: 'legalName' } });
    expect(res.json().msg).toContain('氏名');
  });

  it('refuses a guest with 401 before reading the upload', async () => {
    const res = await upload(await validFiles());
    expect(res.body).toMatchObject({ code: 401, data: { reason: 'UNAUTHENTICATED' } });
  });

  describe('refuses bad files, leaving neither a row nor a file', () => {
    const cases: [string, () => Promise<[string, UploadFile][]>, string, string][] = [
      [
        'a text file renamed .jpg',
        async () =>
          replace(await validFiles(), 'front', {
            bytes: Buffer.from('just some text, not a photo\n'),
            name: 'id.jpg',
            type: 'image/jpeg',
          }),
        'KYC_FILE_INVALID',
        'front',
      ],
      [
        'a GIF (a real image of a type we do not take)',
        async () =>
          replace(await validFiles(), 'back', {
            bytes: await solid(10, 10, '#000000').gif().toBuffer(),
            name: 'b.gif',
            type: 'image/gif',
          }),
        'KYC_FILE_INVALID',
        'back',
      ],
      [
        'JPEG magic bytes followed by garbage',
        async () =>
          replace(await validFiles(), 'handheld', {
            bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]),
            name: 'h.jpg',
            type: 'image/jpeg',
          }),
        'KYC_FILE_INVALID',
        'handheld',
      ],
      [
        'an SVG with a script',
        async () =>
          replace(await validFiles(), 'front', {
            bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
            name: 'x.svg',
            type: 'image/svg+xml',
          }),
        'KYC_FILE_INVALID',
        'front',
      ],
      [
        'a file over 10 MB',
        async () =>
          replace(await validFiles(), 'back', {
            bytes: Buffer.concat([(await pngWithExif()).bytes, Buffer.alloc(10 * 1024 * 1024)]),
            name: 'big.png',
            type: 'image/png',
          }),
        'KYC_FILE_TOO_LARGE',
        'back',
      ],
      [
        'a missing side',
        async () => (await validFiles()).filter(([name]) => name !== 'handheld'),
        'KYC_FILE_MISSING',
        'handheld',
      ],
      [
        'an empty side',
        async () => replace(await validFiles(), 'back', { bytes: Buffer.alloc(0), name: 'b.jpg', type: 'image/jpeg' }),
        'KYC_FILE_MISSING',
        'back',
      ],
      ['no files at all', async () => [], 'KYC_FILE_MISSING', 'front'],
      [
        'a file under an unknown name',
        async () => [...(await validFiles()).slice(0, 2), ['selfie', (await validFiles())[2]![1]]],
        'INVALID_INPUT',
        'selfie',
      ],
      [
        'the same side twice',
        async () => [...(await validFiles()).slice(0, 2), ['front', (await validFiles())[0]![1]]],
        'INVALID_INPUT',
        'front',
      ],
    ];

    it.each(cases)('%s', async (_label, files, reason, field) => {
      const member = await memberWithIdentity();
      const res = await upload(await files(), { token: member.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 400, data: { reason, field } });
      expect(res.body.msg).toContain(field);
      expect(await submissionRows(member)).toHaveLength(0);
      expect(await storedFiles(member)).toHaveLength(0);
    });

    it.each([
      [
        'a small file that decodes to more than 40 megapixels',
        'front',
        () => solid(8000, 5001, '#ffffff').png({ palette: true, compressionLevel: 9 }).toBuffer(),
      ],
      [
        'a 74-byte PNG whose header claims 100000×100000 (a decompression bomb)',
        'back',
        async () => pngClaiming(100_000, 100_000),
      ],
    ])('%s: the 422 envelope from the header alone', async (_label, side, bytes) => {
      const member = await memberWithIdentity();
      const files = replace(await validFiles(), side, { bytes: await bytes(), name: 'bomb.png', type: 'image/png' });
      const res = await upload(files, { token: member.token });
      expect(res.body).toMatchObject({ code: 422, data: { reason: 'IMAGE_TOO_MANY_PIXELS', field: side } });
      expect(res.body.msg).toBe(`The ${side} image has too many pixels (40 megapixels at most)`);
      expect(await submissionRows(member)).toHaveLength(0);
      expect(await storedFiles(member)).toHaveLength(0);
    });

    it("counts refused submissions against the member's upload budget: the tenth locks uploads for a while", async () => {
      const member = await memberWithIdentity();
      const junk = async () =>
        replace(await validFiles(), 'front', { bytes: Buffer.from('not a photo'), name: 'id.jpg', type: 'image/jpeg' });
      for (let i = 0; i < 10; i += 1) {
        expect((await upload(await junk(), { token: member.token })).body.data.reason).toBe('KYC_FILE_INVALID');
      }
      // Even good photos wait for the lock to end, and nothing is decoded meanwhile.
      const locked = await upload(await validFiles(), { token: member.token });
      expect(locked.body).toMatchObject({ code: 429, data: { reason: 'TOO_MANY_ATTEMPTS' } });
      expect(await submissionRows(member)).toHaveLength(0);
    });

    it('a text field besides the files', async () => {
      const member = await memberWithIdentity();
      const res = await upload(await validFiles(), { token: member.token, fields: [['userId', '1']] });
      expect(res.body).toMatchObject({ code: 400, data: { reason: 'INVALID_INPUT', field: 'userId' } });
      expect(await submissionRows(member)).toHaveLength(0);
    });

    it('more than three files', async () => {
      const member = await memberWithIdentity();
      const files = await validFiles();
      const res = await upload([...files, ['front', files[0]![1]]], { token: member.token });
      expect(res.body).toMatchObject({ code: 400, data: { reason: 'INVALID_INPUT' } });
      expect(await storedFiles(member)).toHaveLength(0);
    });

    it('a JSON body instead of a form', async () => {
      const member = await memberWithIdentity();
      const res = await t.call(ADD, { front: 'data:image/jpeg;base64,/9j/' }, { token: member.token });
      expect(res.body).toMatchObject({ code: 400, data: { reason: 'KYC_FILE_MISSING', field: 'front' } });
    });
  });
});

describe('user/kyc/image', () => {
  it("streams the owner's JPEG, not cacheable by anyone else", async () => {
    const member = await memberWithIdentity();
    const added = await upload(await validFiles(), { token: member.token });
    const [row] = await submissionRows(member);
    for (const [side, key] of [
      ['front', row!.frontKey],
      ['back', row!.backKey],
      ['handheld', row!.handheldKey],
    ] as const) {
      const res = await fetchImage(member, { id: added.body.data.id, side });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(await storedPhoto(key))).toBe(true);
      expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    }
  });

  it("answers another member's photo exactly like a missing one (404), so ids cannot be probed", async () => {
    const owner = await memberWithIdentity();
    const other = await createTestMember(t);
    const added = await upload(await validFiles(), { token: owner.token });
    const foreign = await fetchImage(other, { id: added.body.data.id, side: 'front' });
    const missing = await fetchImage(other, { id: '999999999', side: 'front' });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.headers['content-type']).toMatch(/^application\/json/);
    expect(foreign.json()).toMatchObject({ code: 404, data: { reason: 'NOT_FOUND' } });
    expect(foreign.json()).toEqual(missing.json());
  });

  it('refuses a guest with 401', async () => {
    const res = await t.call(IMAGE, { id: '1', side: 'front' });
    expect(res.body).toMatchObject({ code: 401, data: { reason: 'UNAUTHENTICATED' } });
  });

  it.each([
    [{ id: '1', side: 'selfie' }, 'side'],
    [{ id: '../../etc/passwd', side: 'front' }, 'id'],
    [{ id: 1, side: 'front' }, 'id'],
    [{ id: '9'.repeat(19), side: 'front' }, 'id'],
    [{ side: 'front' }, 'id'],
    [{ id: '1', side: 'front', path: '/etc/passwd' }, 'path'],
  ])('refuses %j naming the field', async (body, field) => {
    const member = await memberWithIdentity();
    const res = await t.call(IMAGE, body, { token: member.token });
    expect(res.body).toMatchObject({ code: 400, data: { reason: 'INVALID_INPUT', field } });
  });
});

function replace(files: [string, UploadFile][], side: string, file: UploadFile): [string, UploadFile][] {
  return files.map(([name, existing]) => [name, name === side ? file : existing]);
}
