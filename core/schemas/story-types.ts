/** Story types of magazine previews; the sneakers review content uses SNEAKERS. No schema here: the loader reads it. */
export const STORY_TYPES = ['SNEAKERS'] as const;
export type StoryType = (typeof STORY_TYPES)[number];
