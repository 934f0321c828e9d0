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
import { activityMessages } from './activity.ts';
import { cartMessages } from './cart.ts';
import { imageMessages } from './image.ts';
import { paymentMessages } from './payment.ts';
import { pcccMessages } from './pccc.ts';
import { optionChangeMessages, purchaseMessages } from './purchase.ts';
import { refundMessages } from './refund.ts';
import { sellerMessages } from './seller.ts';

/** Every user-facing Korean string. Components read text from here, never inline. */
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
  activity: activityMessages,
  cart: cartMessages,
  image: imageMessages,
  payment: paymentMessages,
  pccc: pcccMessages,
  purchase: purchaseMessages,
  optionChange: optionChangeMessages,
  refund: refundMessages,
  seller: sellerMessages,
} as const;
