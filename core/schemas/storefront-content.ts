/** Legacy storefront content: banners, stories, exhibitions, categories and product search. */
import * as v from 'valibot';
import { pageParam } from './page.ts';
import { SafeLinkSchema } from './safe-url.ts';
import { StoryTypeSchema } from './magazine.ts';
import { intParam, boolParam } from './query-params.ts';
import { SortTypeSchema } from './store-item.ts';

export const BANNER_POSITIONS = ['MAIN', 'SUB', 'POPUP'] as const;

export const BannerSchema = v.object({
  _id: v.string(),
  title: v.string(),
  imgUrl: v.string(),
  /** Dropped when it is not a web URL: the content shows without a link. */
  linkUrl: v.optional(SafeLinkSchema),
  position: v.picklist(BANNER_POSITIONS),
});

/** Query of `GET /api_base/banner/list`. */
export const BannerQuerySchema = v.object({ position: v.optional(v.picklist(BANNER_POSITIONS), 'MAIN') });
export const BannerListSchema = v.object({ banners: v.array(BannerSchema) });

export const StorySchema = v.object({
  storyId: v.string(),
  storyType: StoryTypeSchema,
  title: v.string(),
  subTitle: v.string(),
  imgUrl: v.string(),
  regDate: v.string(),
});

/** Query of `GET /api_base/story/list` (newest first). */
export const StoryQuerySchema = v.object({
  storyType: v.optional(StoryTypeSchema, 'SNEAKERS'),
  page: pageParam(),
  limit: v.optional(intParam(1, 50), 10),
});
export const StoryListSchema = v.object({ stories: v.array(StorySchema), maxPage: v.number() });

/** An exhibition (기획전) running now. */
export const ExhibitionSchema = v.object({
  _id: v.string(),
  title: v.string(),
  subTitle: v.string(),
  imgUrl: v.string(),
  /** Dropped when it is not a web URL: the content shows without a link. */
  linkUrl: v.optional(SafeLinkSchema),
  startDate: v.string(),
  endDate: v.string(),
});
export const ExhibitionListSchema = v.object({ exhibitions: v.array(ExhibitionSchema) });

export const SubCategorySchema = v.object({ categoryId: v.string(), name: v.string() });
/** Two levels are all the legacy category menu shows. */
export const CategorySchema = v.object({ categoryId: v.string(), name: v.string(), subCategories: v.array(SubCategorySchema) });
export const CategoryListSchema = v.object({ categories: v.array(CategorySchema) });

/** Body of `POST /api_base/storeItem/search/getStoreItemList`; answers `StoreItemListSchema`. */
export const StoreItemSearchInputSchema = v.object({
  searchText: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
  /** A category of `GET /category/list` (main or sub). */
  categoryId: v.optional(v.pipe(v.string(), v.nonEmpty())),
  sortType: v.optional(SortTypeSchema, 'POPULAR'),
  viewSoldOut: v.optional(boolParam(), true),
  page: pageParam(),
  limit: v.optional(intParam(1, 100), 20),
});

export type Banner = v.InferOutput<typeof BannerSchema>;
export type BannerList = v.InferOutput<typeof BannerListSchema>;
export type Story = v.InferOutput<typeof StorySchema>;
export type StoryList = v.InferOutput<typeof StoryListSchema>;
export type StoryQueryInput = v.InferInput<typeof StoryQuerySchema>;
export type Exhibition = v.InferOutput<typeof ExhibitionSchema>;
export type ExhibitionList = v.InferOutput<typeof ExhibitionListSchema>;
export type Category = v.InferOutput<typeof CategorySchema>;
export type CategoryList = v.InferOutput<typeof CategoryListSchema>;
export type StoreItemSearchInput = v.InferInput<typeof StoreItemSearchInputSchema>;
