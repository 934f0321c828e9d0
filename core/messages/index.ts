import { bestMessages } from './best.ts';
import { childrenMessages } from './children.ts';
import { commonMessages } from './common.ts';
import { errorMessages } from './errors.ts';
import { homeMessages } from './home.ts';
import { likeMessages } from './likes.ts';
import { loginMessages } from './login.ts';
import { productMessages, sortLabels } from './products.ts';
import { progressStageLabels, reviewMessages, voteSortLabels } from './review.ts';
import { screenMessages } from './screens.ts';
import { bridgeMessages } from './bridge.ts';
import { couponMessages } from './coupons.ts';
import { guideMessages } from './guide.ts';

/**
 * The Korean strings of the widgets. Components read text from here, never inline. The shared
 * API layer's catalogues (purchases, refunds, customs ID, seller, payments, images, cart, activity)
 * live beside them in this folder and are imported by their calls directly, so no widget bundle
 * carries them.
 */
export const messages = {
  best: bestMessages,
  children: childrenMessages,
  common: commonMessages,
  errors: errorMessages,
  home: homeMessages,
  likes: likeMessages,
  login: loginMessages,
  products: productMessages,
  screens: screenMessages,
  sortLabels,
  review: reviewMessages,
  voteSortLabels,
  progressStageLabels,
  bridge: bridgeMessages,
  coupons: couponMessages,
  guide: guideMessages,
} as const;
