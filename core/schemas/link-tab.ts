import * as v from 'valibot';

export const LinkTabSchema = v.object({
  _id: v.string(),
  title: v.string(),
  url: v.string(),
  sort: v.number(),
});

/** `GET /link-tab/list-for-user` */
export const LinkTabListSchema = v.object({ linkTabList: v.array(LinkTabSchema) });

export type LinkTab = v.InferOutput<typeof LinkTabSchema>;
export type LinkTabList = v.InferOutput<typeof LinkTabListSchema>;
