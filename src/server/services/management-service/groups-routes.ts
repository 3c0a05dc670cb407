// Attraction groups: POST and PUT by groupId. mainCategory names an existing category.
import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  AttractionGroupInputSchema,
  AttractionGroupSchema,
  type AttractionGroupInputParsed,
} from '../../../contract/attraction-group.js';
import { attractionGroups, categories } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { groupResponse } from './catalogue-responses.js';
import { registerCatalogueWrites } from './catalogue-writes.js';
import type { Executor } from './route-support.js';

type GroupRow = typeof attractionGroups.$inferSelect;
const audited = (row: GroupRow, mainCategory: string | null) => ({
  groupId: row.groupId,
  displayName: row.displayName,
  websiteUrl: row.websiteUrl,
  mainCategory,
  description: row.description,
  branding: {
    primaryColour: row.primaryColour,
    secondaryColour: row.secondaryColour,
    textColour: row.textColour,
  },
});

/** The stored columns of a group body; its main category must exist. */
async function columnsOf(tx: Executor, body: AttractionGroupInputParsed) {
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.categoryName, body.mainCategory));
  if (!category) {
    const message = `There is no category named "${body.mainCategory}".`;
    throw new HttpError(400, `mainCategory: ${message}`, { mainCategory: [message] });
  }
  return {
    displayName: body.displayName,
    websiteUrl: body.websiteUrl,
    mainCategoryId: category.id,
    description: body.description,
    primaryColour: body.branding.primaryColour,
    secondaryColour: body.branding.secondaryColour,
    textColour: body.branding.textColour,
  };
}

async function mainCategoryName(tx: Executor, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await tx
    .select({ name: categories.categoryName })
    .from(categories)
    .where(eq(categories.id, id));
  return row?.name ?? null;
}

export const groupsRoutes: FastifyPluginAsync = async (app) => {
  registerCatalogueWrites(app, {
    entity: { auditType: 'attractionGroup', noun: 'attraction group', title: 'Attraction Group' },
    path: '/attractionGroups',
    keyParam: 'groupId',
    body: AttractionGroupInputSchema,
    item: AttractionGroupSchema,
    summaries: {
      create: 'Create an attraction group (groupId is derived from displayName)',
      update: 'Update an attraction group (its groupId never changes)',
    },
    alreadyExists: (groupId) => `An attraction group named "${groupId}" already exists.`,
    insert: async (tx, groupId, body, now) => {
      const columns = await columnsOf(tx, body);
      const [row] = await tx
        .insert(attractionGroups)
        .values({ groupId, ...columns, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: attractionGroups.groupId })
        .returning();
      return row ? audited(row, body.mainCategory) : null;
    },
    update: async (tx, groupId, body, now) => {
      const [before] = await tx
        .select()
        .from(attractionGroups)
        .where(eq(attractionGroups.groupId, groupId))
        .for('update');
      if (!before) return null;
      const columns = await columnsOf(tx, body);
      const [after] = await tx
        .update(attractionGroups)
        .set({ ...columns, updatedAt: now })
        .where(eq(attractionGroups.id, before.id))
        .returning();
      return {
        before: audited(before, await mainCategoryName(tx, before.mainCategoryId)),
        after: after ? audited(after, body.mainCategory) : null,
      };
    },
    read: groupResponse,
  });
};
