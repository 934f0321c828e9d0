import { commonMessages } from './common.ts';
import { errorMessages } from './errors.ts';
import { homeMessages } from './home.ts';
import { loginMessages } from './login.ts';
import { productMessages, sortLabels } from './products.ts';
import { screenMessages } from './screens.ts';

/** Every user-facing Korean string. Components read text from here, never inline. */
export const messages = {
  common: commonMessages,
  errors: errorMessages,
  home: homeMessages,
  login: loginMessages,
  products: productMessages,
  screens: screenMessages,
  sortLabels,
} as const;
