import { adminCalls as c } from '@amigo/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../admin/schema.ts';
import { contentItems } from './schema.ts';
import { machines } from '../games/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { adminCall, signedInStaff, type TestStaff } from '../admin/test-fixtures.ts';

/**
 * Issue 17: the console's content editor warns when an item names a machine that is not on the
 * floor. The warning comes from the server (save and a dry-run check), through the real admin
 * calls, against the floor the server laid at start; a warning never stops a save.
 */
let t: TestApp;
let editor: TestStaff;
let floorManager: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  [editor, floorManager] = [await signedInStaff(t, ['content']), await signedInStaff(t, ['games'])];
});
afterAll(() => t.close());

const call = (staff: TestStaff, callPath: string, body: unknown, lang?: string) =>
  adminCall(t, callPath, body, { cookie: staff.cookie, ...(lang ? { lang } : {}) });
const contentCount = async () => (await t.app.database.db.select({ n: count() }).from(contentItems))[0]!.n;

function notice(title: { Jp: string; En?: string; Zh?: string; ZhTW?: string }, bodyEn = '') {
  return {
    kind: 'notice',
    type: 'event',
    title: { En: '', Zh: '', ZhTW: '', ...title },
    body: { Jp: '', En: bodyEn, Zh: '', ZhTW: '' },
    startAt: new Date(Date.now() - 60_000).toISOString(),
  };
}

describe('content warnings for machines that are not on the floor', () => {
  it('saves an item that names an invented machine and answers the warning with it', async () => {
    const before = await contentCount();
    const res = await call(editor, c.adminContentSave.path, {
      item: notice({ Jp: '新機種「ネオン・セブン」導入', En: 'New machine: Neon Seven' }, '<p>Play it on machine 999.</p>'),
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data.warnings).toEqual([
      { kind: 'UNKNOWN_MACHINE', name: 'ネオン・セブン', field: 'title.Jp' },
      { kind: 'UNKNOWN_MACHINE', name: 'Neon Seven', field: 'title.En' },
      { kind: 'UNKNOWN_MACHINE', name: 'machine 999', field: 'body.En' },
    ]);
    // Saved all the same: a warning, not a refusal (and audited like any save).
    expect(await contentCount()).toBe(before + 1);
    const listed = await call(editor, c.adminContentList.path, { kind: 'notice', pageNum: 1, pageSize: 20 });
    expect(listed.body.data.list.some((item: { id: string }) => item.id === res.body.data.id)).toBe(true);
    const audit = await t.app.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'content'), eq(auditLog.targetId, res.body.data.id as string)));
    expect(audit[0]!.n).toBe(1);
  });

  it('answers no warning for the machines of the floor, by name or number', async () => {
    const [first] = await t.app.database.db.select().from(machines).orderBy(machines.id).limit(1);
    const res = await call(editor, c.adminContentSave.path, {
      item: notice(
        { Jp: `新機種「ドラゴンパール」と ${first!.id}番台`, En: `Dragon Pearl and Golden Seven: machine ${first!.id}` },
        '<p>Sakura Rush Lite (1-coin) plays from 25 coins.</p>',
      ),
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data.warnings).toEqual([]);
  });

  it('warns about a model once its last machine is out of service, and no longer once one is back', async () => {
    const lite = await t.app.database.db.select().from(machines).where(eq(machines.modelCode, 'sakura-rush-1'));
    expect(lite.length).toBeGreaterThan(0);
    const draft = { item: { title: { Jp: 'さくらラッシュ 甘デジ（1円）入替', En: 'Sakura Rush Lite (1-coin) is here' } } };
    expect((await call(editor, c.adminContentCheck.path, draft)).body.data.warnings).toEqual([]);

    for (const machine of lite) {
      const res = await call(floorManager, c.adminMachineUpdate.path, { id: machine.id, status: 'out_of_service' });
      expect(res.body.code, res.body.msg).toBe(200);
    }
    expect((await call(editor, c.adminContentCheck.path, draft)).body.data.warnings).toEqual([
      { kind: 'UNKNOWN_MACHINE', name: 'さくらラッシュ 甘デジ（1円）', field: 'title.Jp' },
      { kind: 'UNKNOWN_MACHINE', name: 'Sakura Rush Lite (1-coin)', field: 'title.En' },
    ]);

    const back = await call(floorManager, c.adminMachineUpdate.path, { id: lite[0]!.id, status: 'active' });
    expect(back.body.code, back.body.msg).toBe(200);
    expect((await call(editor, c.adminContentCheck.path, draft)).body.data.warnings).toEqual([]);
  });

  it('checks a draft without writing anything', async () => {
    const before = await contentCount();
    const res = await call(editor, c.adminContentCheck.path, {
      item: { title: { Jp: '新台「ネオン・セブン」' }, body: { Zh: '<p>新机台「霓虹七」上线</p>' } },
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data.warnings).toEqual([
      { kind: 'UNKNOWN_MACHINE', name: 'ネオン・セブン', field: 'title.Jp' },
      { kind: 'UNKNOWN_MACHINE', name: '霓虹七', field: 'body.Zh' },
    ]);
    expect(await contentCount()).toBe(before);
  });

  it('refuses a malformed check with a localized 400 envelope', async () => {
    for (const body of [
      {},
      { item: { title: 'Neon Seven' } },
      { item: { title: { Jp: 'x'.repeat(201) } } },
      { item: { title: {}, extra: 1 } },
    ]) {
      const res = await call(editor, c.adminContentCheck.path, body, 'ja-JP');
      expect(res.status).toBe(200);
      expect(res.body.code, JSON.stringify(body)).toBe(400);
      expect(res.body.data.reason).toBe('INVALID_INPUT');
      expect(res.body.msg).toMatch(/[ぁ-んァ-ン一-龯]/u);
    }
    // A save that is refused answers no warnings and writes nothing.
    const before = await contentCount();
    const refused = await call(editor, c.adminContentSave.path, { item: { ...notice({ Jp: '' }), title: { Jp: '' } } });
    expect(refused.body.code).toBe(400);
    expect(await contentCount()).toBe(before);
  });
});
