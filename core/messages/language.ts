/**
 * The language of every text the elements show (their catalogues are Korean): each element says so
 * as its `lang`, unless the page gave it one, so a screen reader on a page in another language reads
 * it with a Korean voice.
 */
export const TEXT_LANG = 'ko';
