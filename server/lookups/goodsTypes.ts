import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goodsTypes } from '../db/schema';

export const listGoodsTypes = (db: Db) => db.select().from(goodsTypes).orderBy(asc(goodsTypes.id));
