/**
 * Legacy (`/api_base`) storefront calls: cart, banners, stories, exhibitions, categories, product
 * search. The user info call is `userInfoQuery` in `auth.ts`.
 */
import { request, validateInput } from '../http/client.ts';
import { cartMessages } from '../messages/cart.ts';
import { errorMessages } from '../messages/errors.ts';
import { CartAddInputSchema, CartCountSchema, type CartAddInput } from '../schemas/cart.ts';
import {
  BannerListSchema,
  BannerQuerySchema,
  CategoryListSchema,
  ExhibitionListSchema,
  StoreItemSearchInputSchema,
  StoryListSchema,
  StoryQuerySchema,
  type Banner,
  type Category,
  type Exhibition,
  type StoreItemSearchInput,
  type StoryList,
  type StoryQueryInput,
} from '../schemas/storefront-content.ts';
import { StoreItemListSchema, type StoreItemList } from '../schemas/store-item.ts';
import { toQueryParams, withCatalogue } from './error-catalogue.ts';

const legacy = { base: 'legacy' } as const;
/** Reads have no domain codes: refusals show the temporary message. */
const readCatalogue = { errors: {}, default: errorMessages.temporary };

/** `GET /api_base/cart/count` */
export async function getCartCount(): Promise<number> {
  const { count } = await withCatalogue(readCatalogue, () => request(CartCountSchema, '/cart/count', legacy));
  return count;
}

/**
 * `POST /api_base/cart/add`, after the cart's list rules (at least one selection, no option twice,
 * at most 99 in total). A seller adding their own product gets SELF_ITEM_NOT_ALLOWED. Resolves to
 * the new cart count.
 */
export async function addToCart(input: CartAddInput): Promise<number> {
  const body = validateInput(CartAddInputSchema, input);
  const { count } = await withCatalogue(cartMessages, () => request(CartCountSchema, '/cart/add', { ...legacy, method: 'POST', body }));
  return count;
}

/** `GET /api_base/banner/list`: the banners of `position` (default `MAIN`). */
export async function getBanners(position: Banner['position'] = 'MAIN'): Promise<Banner[]> {
  const query = validateInput(BannerQuerySchema, { position });
  const { banners } = await withCatalogue(readCatalogue, () => request(BannerListSchema, '/banner/list', { ...legacy, query }));
  return banners;
}

/** `GET /api_base/story/list` */
export async function getStories(input: StoryQueryInput = {}): Promise<StoryList> {
  const query = validateInput(StoryQuerySchema, input);
  return withCatalogue(readCatalogue, () => request(StoryListSchema, '/story/list', { ...legacy, query: toQueryParams(query) }));
}

/** `GET /api_base/exhibition/list`: the exhibitions running now. */
export async function getExhibitions(): Promise<Exhibition[]> {
  const { exhibitions } = await withCatalogue(readCatalogue, () => request(ExhibitionListSchema, '/exhibition/list', legacy));
  return exhibitions;
}

/** `GET /api_base/category/list` */
export async function getCategories(): Promise<Category[]> {
  const { categories } = await withCatalogue(readCatalogue, () => request(CategoryListSchema, '/category/list', legacy));
  return categories;
}

/** `POST /api_base/storeItem/search/getStoreItemList`: the site-wide product search. */
export async function searchStoreItems(input: StoreItemSearchInput = {}): Promise<StoreItemList> {
  const body = validateInput(StoreItemSearchInputSchema, input);
  return withCatalogue(readCatalogue, () =>
    request(StoreItemListSchema, '/storeItem/search/getStoreItemList', { ...legacy, method: 'POST', body, reads: true }),
  );
}
