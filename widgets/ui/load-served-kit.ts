/** Asks for the served kit (served-code.ts), apart from the door it comes in by, which the kit imports. */
import { servedKit, type ServedKit } from './served-code.ts';

/**
 * Asks for the served kit (the browser loads a module once, and asks again for one that failed).
 * Settles with it, or with nothing when it could not be loaded.
 */
export const loadServedKit = (): Promise<ServedKit | undefined> =>
  import('./served-kit.ts').then(
    () => servedKit(),
    () => undefined,
  );
