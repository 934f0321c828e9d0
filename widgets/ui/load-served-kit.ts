/**
 * Asks for the served kit. Apart from served-kit-slot.ts, which the kit imports to put itself there:
 * an import of the kit from that module would make the two a cycle.
 */
import { servedKit, type ServedKit } from './served-kit-slot.ts';

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
