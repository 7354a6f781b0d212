import type { TContentItemWrite } from '@amigo/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { iso, offsetOf, pageOf, recordAudit, type Actor, type PageInput } from '../admin/index.ts';
import { listFloorMachines } from '../games/index.ts';
import { findUnknownMachines, type ContentTexts, type FloorForMentions } from './machine-mentions.ts';
import { saveContentItem } from './save-content-item.ts';
import { contentItems } from './schema.ts';

type Kind = (typeof contentItems.$inferSelect)['kind'];
type ContentRow = typeof contentItems.$inferSelect;

/**
 * The console's content screens (the content module's staff calls). Writes go through
 * `saveContentItem` (which cleans and checks everything); the list reads drafts too, unlike the
 * visitors' list.
 */
function toAdminItem(row: ContentRow) {
  return {
    id: String(row.id),
    kind: row.kind,
    type: row.type,
    titleJp: row.titleJp,
    titleEn: row.titleEn,
    titleZh: row.titleZh,
    titleZhTW: row.titleZhTW,
    bodyJp: row.bodyJp,
    bodyEn: row.bodyEn,
    bodyZh: row.bodyZh,
    bodyZhTW: row.bodyZhTW,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    isExternal: row.isExternal,
    sort: row.sort,
    startAt: row.startAt.toISOString(),
    endAt: iso(row.endAt),
    updatedAt: row.updatedAt.toISOString(),
    published: row.published,
  };
}

export async function listContent(db: Db, input: PageInput & { kind: Kind }) {
  const where = eq(contentItems.kind, input.kind);
  const [rows, [total]] = await Promise.all([
    db.select().from(contentItems).where(where).orderBy(desc(contentItems.id)).limit(input.pageSize).offset(offsetOf(input)),
    db.select({ n: count() }).from(contentItems).where(where),
  ]);
  return pageOf(rows.map(toAdminItem), total?.n ?? 0, input);
}

/**
 * The floor as the content check needs it: every machine number, and the models with a machine in
 * service (a model whose machines are all out of service cannot be played, so naming it warns too).
 */
async function floorForMentions(db: Db): Promise<FloorForMentions> {
  const rows = await listFloorMachines(db);
  return {
    machineIds: new Set(rows.map((row) => row.id)),
    modelsInService: new Set(rows.filter((row) => row.status === 'active').map((row) => row.modelCode)),
  };
}

/** The console's check of a draft before it is saved: nothing is written. */
export async function checkContent(db: Db, input: { item: ContentTexts }) {
  return { warnings: findUnknownMachines(input.item, await floorForMentions(db)) };
}

/** Saves the item and answers its warnings with it: a warning never stops the save. */
export async function saveContent(db: Db, input: { id: bigint | undefined; item: TContentItemWrite } & Actor) {
  const saved = await saveContentRow(db, input);
  const texts = { title: input.item.title, body: input.item.body ?? {} };
  return { ...saved, warnings: findUnknownMachines(texts, await floorForMentions(db)) };
}

async function saveContentRow(db: Db, input: { id: bigint | undefined; item: TContentItemWrite } & Actor) {
  return db.transaction(async (tx) => {
    const [before] =
      input.id === undefined ? [] : await tx.select().from(contentItems).where(eq(contentItems.id, input.id)).for('update');
    if (input.id !== undefined && !before) throw new AppError('NOT_FOUND', { field: 'id' });
    const saved = await saveContentItem(tx, {
      ...(input.id === undefined ? {} : { id: input.id }),
      item: input.item,
      now: input.now,
    });
    const [after] = await tx
      .select()
      .from(contentItems)
      .where(eq(contentItems.id, BigInt(saved.id)))
      .limit(1);
    await recordAudit(tx, {
      ...input,
      action: before ? 'content.update' : 'content.create',
      targetType: 'content',
      targetId: saved.id,
      before: before ? toAdminItem(before) : null,
      after: toAdminItem(after!),
    });
    return toAdminItem(after!);
  });
}
