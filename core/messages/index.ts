import { bestMessages } from './best.ts';
import { childrenMessages } from './children.ts';
import { commonMessages } from './common.ts';
import { errorMessages } from './errors.ts';
import { likeMessages } from './likes.ts';
import { loginMessages } from './login.ts';
import { productMessages, sortLabels } from './products.ts';
import { screenMessages } from './screens.ts';
import { storyMessages } from './stories.ts';

/**
 * The Korean strings shared by the widgets. Components read text from core/messages, never inline.
 * Catalogues used by one widget or one call (the home's own, the review side, guide, coupons, bridge, share feedback, and the shared API layer's
 * purchases, refunds, customs ID, seller, payments, images, cart, activity) are imported from
 * their own files, so no other bundle carries them.
 */
export const messages = {
  best: bestMessages,
  children: childrenMessages,
  common: commonMessages,
  errors: errorMessages,
  likes: likeMessages,
  login: loginMessages,
  products: productMessages,
  screens: screenMessages,
  sortLabels,
  stories: storyMessages,
} as const;
