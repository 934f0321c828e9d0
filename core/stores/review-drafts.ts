/**
 * What a person typed in a selection's review-request box and has not sent, kept while the page
 * lives: the form is drawn again as they come back to the review tab (from the discovery tab, or by
 * Back and Forward), and a request sent before they left clears it when its answer comes, in
 * whichever form is drawn then. Each person's own (`draftKey`): another person signed in on the
 * page (a shared phone, the app's login as someone else), or nobody, sees an empty box, and the
 * first finds theirs on coming back. One map per page (see page-slot.ts).
 */
import { map, type MapStore } from 'nanostores';
import { pageSlot } from '../page-slot.ts';
import { pageSession, type Session } from './session.ts';

/** The draft of `person` (a signed-in person's id; `''`, nobody signed in) in selection `largeId`. */
export const draftKey = (largeId: string, person: string): string => `${largeId}\n${person}`;

/** Whose box it is, from the page's session: `''` when nobody is signed in; `undefined` while that is being found out. */
export const personOf = (session: Session): string | undefined =>
  session.status === 'unknown' ? undefined : session.status === 'signed-in' ? session.user.userId : '';

/** The page's drafts, by `draftKey`. */
export const reviewDrafts = (): MapStore<Record<string, string | undefined>> =>
  pageSlot('review-drafts', () => map<Record<string, string | undefined>>({}));

/**
 * From now on, what was typed with nobody signed in is the person's who signs in (the login a send
 * asks for, or one before it): it becomes their draft at once, whether or not the box is drawn, and
 * nobody else's. Once a page; the request form calls it as it mounts (an effect, which a server's
 * render never runs), before anything can be typed in it.
 */
export function adoptDraftsAtLogin(): void {
  pageSlot('review-drafts-adoption', () => {
    const drafts = reviewDrafts();
    pageSession().listen((session) => {
      const person = personOf(session);
      if (!person) return;
      for (const [key, text] of Object.entries(drafts.get())) {
        if (text === undefined || !key.endsWith('\n')) continue;
        drafts.setKey(`${key}${person}`, text);
        drafts.setKey(key, undefined);
      }
    });
    return true;
  });
}
