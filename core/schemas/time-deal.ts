import * as v from 'valibot';
import { StoreItemSchema } from './store-item.ts';

export const TimeDealSchema = v.object({
  _id: v.string(),
  title: v.string(),
  startDate: v.string(),
  endDate: v.string(),
  storeItem: StoreItemSchema,
  dealPrice: v.number(),
});

/** `GET /time-deal/buyer`: deals running now. */
export const TimeDealListSchema = v.object({ timeDealList: v.array(TimeDealSchema) });

export type TimeDeal = v.InferOutput<typeof TimeDealSchema>;
export type TimeDealList = v.InferOutput<typeof TimeDealListSchema>;
