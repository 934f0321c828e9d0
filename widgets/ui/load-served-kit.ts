/** Asks for the served kit (served-code.ts), apart from the door it comes in by, which the kit imports. */
import { servedKit, type ServedKit } from './served-code.ts';

/**
 * Asks for the served kit. Settles with it, or with nothing when it could not be loaded (an engine
 * that follows whatwg/html#10327 asks again for a module that failed the next time it is imported;
 * one that does not answers with the same failure until the page is loaded again, as for every chunk).
 */
export const loadServedKit = (): Promise<ServedKit | undefined> =>
  import('./served-kit.ts').then(
    () => servedKit(),
    () => undefined,
  );
