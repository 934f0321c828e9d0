/**
 * New-item review requests: the form (login first, 50 characters, Enter submits outside Hangul
 * composition) and the list, 25 a page up to the 100 most recent, with like or delete.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { apiTime } from '../../../core/domain/api-time.ts';
import { deleteReviewRequest, submitReviewRequest, toggleReviewRequestLike } from '../../../core/actions/review-requests.ts';
import { REVIEW_REQUEST_MAX_PAGES, reviewRequestListQuery } from '../../../core/api/review-requests.ts';
import { COMMENT_MAX_LENGTH, commentLength, isCommentTooLong } from '../../../core/domain/comment.ts';
import { LIKE_COUNT_CAP, formatCappedCount } from '../../../core/domain/format.ts';
import { reviewMessages as review } from '../../../core/messages/review.ts';
import type { SelectionFrameReviewRequest, SelectionFrameReviewRequestList } from '../../../core/schemas/review-request.ts';
import { adoptDraftsAtLogin, draftKey, personOf, reviewDrafts } from '../../../core/stores/review-drafts.ts';
import { pageSession, loadSession, type Session } from '../../../core/stores/session.ts';
import { requestLikeKey } from '../../../core/stores/toggles.ts';
import { composingKey } from '../../ui/composition.ts';
import { PagedList } from '../../ui/paged-list.tsx';
import { useHydrating } from '../../ui/served-draw.ts';
import { usePagedQuery } from '../../ui/use-paged-query.ts';
import { singleClick } from '../../ui/single-click.ts';
import { useToggle } from '../../ui/use-toggle.ts';
import { ReviewSection } from './review-section.tsx';
import { SectionEmpty, SectionLoading } from './section-state.tsx';
import { useActionFeedback } from './use-action-feedback.ts';

export function ReviewRequestSection({ largeId, sectionRef }: { largeId: string; sectionRef: (element: HTMLElement | null) => void }) {
  return (
    <ReviewSection section="request" title={review.sectionRequest} intro={review.requestIntro} sectionRef={sectionRef}>
      <RequestForm largeId={largeId} />
      <RequestList largeId={largeId} />
    </ReviewSection>
  );
}

/**
 * Whose box it is: the signed-in person's id, `''` when nobody is signed in; while who is signed in
 * is being found out (the page's first load, a load that failed a moment ago), the person last known.
 */
function useDraftPerson(): string {
  const [person, setPerson] = useState('');
  const known = personOf(useStore(pageSession())) ?? person;
  if (known !== person) setPerson(known);
  return known;
}

function RequestForm({ largeId }: { largeId: string }) {
  const { report, ensureLogin } = useActionFeedback();
  const person = useDraftPerson();
  const key = draftKey(largeId, person);
  const drafts = reviewDrafts();
  useEffect(adoptDraftsAtLogin, []);
  // The box's own state (React's, updated as each key lands), copied into the draft; drawn again
  // from the draft when another person is signed in.
  const [text, setBoxText] = useState(() => drafts.get()[key] ?? '');
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setBoxText(drafts.get()[key] ?? '');
  }
  const setText = (next: string) => {
    setBoxText(next);
    // An emptied box keeps no draft.
    drafts.setKey(key, next || undefined);
  };
  // A request sent from the box this one replaced (the person left and came back before its answer),
  // once in, clears it here.
  useEffect(() => drafts.listen((all, _old, changed) => void (changed === key && all[key] === undefined && setBoxText(''))), [drafts, key]);
  const inputId = useId();
  const hintId = useId();
  const tooLong = isCommentTooLong(text);

  const submit = async () => {
    const sent = text;
    if (!(await ensureLogin())) return;
    const result = await submitReviewRequest(largeId, sent);
    // What was typed stays after a failure, so nothing is lost; and so does what was typed while the
    // request was on its way (a next comment): only the comment sent is cleared.
    if (!(await report(result, review.requestSubmitSuccess))) return;
    // What was typed while it was on its way (a next comment) stays. Sent with nobody signed in (the
    // send asked for the login), it is the signed-in person's draft by now.
    for (const typedAs of new Set([person, personOf(pageSession().get()) ?? person])) {
      if (drafts.get()[draftKey(largeId, typedAs)] === sent) drafts.setKey(draftKey(largeId, typedAs), undefined);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || composingKey(event.nativeEvent)) return;
    event.preventDefault();
    // A held Enter sends once (person-acted.ts).
    if (!event.repeat) void submit();
  };

  return (
    <form
      className="request-form"
      part="request-form"
      noValidate
      // Never submitted natively: an Enter that ends a Hangul composition would submit the form by
      // itself. Enter outside a composition (the key handler) and the button are the two ways. A
      // dialog form outside a dialog submits nowhere: served, before its code has come (or with no
      // script), an Enter leaves the person on the page with what they typed.
      method="dialog"
      onSubmit={(event) => event.preventDefault()}
    >
      <label className="visually-hidden" htmlFor={inputId}>
        {review.requestInputLabel}
      </label>
      <div className={tooLong ? 'request-form__field request-form__field--invalid' : 'request-form__field'}>
        <input
          id={inputId}
          className="request-form__input"
          part="request-input"
          type="text"
          autoComplete="off"
          enterKeyHint="send"
          placeholder={review.requestPlaceholder}
          value={text}
          aria-invalid={tooLong}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <span className="request-form__length" aria-hidden="true">
          {review.requestLength(commentLength(text), COMMENT_MAX_LENGTH)}
        </span>
      </div>
      <button
        type="button"
        className="button button--primary request-form__submit"
        part="request-submit"
        // A double click's second click sends nothing: the first may already be in, its comment
        // cleared, and the second would be told the box is empty.
        onClick={singleClick(() => void submit())}
      >
        {review.requestSubmit}
      </button>
      {/* The alert is in the page before its text, so every screen reader announces the text's arrival. */}
      <p id={hintId} className="request-form__hint" part="request-hint" role="alert">
        {tooLong ? review.commentTooLong : ''}
      </p>
    </form>
  );
}

const requestsOf = (data: SelectionFrameReviewRequestList): readonly SelectionFrameReviewRequest[] => data.selectionFrameReviewRequests;
const requestIdOf = (entry: SelectionFrameReviewRequest): string => entry._id;

/** 25 a page as the list scrolls, the 4 latest pages at most, then a note that only the latest 100 show. */
function RequestList({ largeId }: { largeId: string }) {
  const paged = usePagedQuery({
    query: useCallback((page: number) => reviewRequestListQuery(largeId, page), [largeId]),
    maxPage: (data: SelectionFrameReviewRequestList) => data.maxPage,
    maxPages: REVIEW_REQUEST_MAX_PAGES,
  });
  return (
    <PagedList
      paged={paged}
      items={requestsOf}
      itemKey={requestIdOf}
      loading={<SectionLoading rows={3} />}
      empty={<SectionEmpty text={review.requestEmpty} state="request-empty" />}
      renderList={(ref, pages) => (
        <ul ref={ref} className="request-list" part="request-list" aria-label={review.requestListLabel}>
          {pages}
        </ul>
      )}
      sentinelClassName="request-list__more"
      renderItem={(entry) => <RequestItem entry={entry} />}
      endNote={
        (paged.first.data?.maxPage ?? 0) > REVIEW_REQUEST_MAX_PAGES ? (
          <p className="request-list__note" part="request-cap-note">
            {review.requestCapNote}
          </p>
        ) : null
      }
    />
  );
}

const UNKNOWN: Session = { status: 'unknown' };

/**
 * Who is signed in, as a request is drawn: a server loads no session, so it marks nobody's request
 * as the reader's own; while hydrating, neither does the browser, though the page may know the
 * person by then (another element, or the review tab, asked first); once hydrated, as the page knows.
 */
function useSession(): Session {
  const session = useStore(pageSession());
  return useHydrating() ? UNKNOWN : session;
}

function RequestItem({ entry }: { entry: SelectionFrameReviewRequest }) {
  const session = useSession();
  const { report, ensureLogin, confirm } = useActionFeedback();
  const isOwner = session.status === 'signed-in' && session.user.userId === entry.userId;
  const draft = entry._id.startsWith('pending-');
  const item = useRef<HTMLLIElement>(null);
  // Once its delete is confirmed, where focus goes when the request leaves the list.
  const leaving = useRef<() => void>(undefined);
  useLayoutEffect(() => {
    const node = item.current;
    takeFocusBack(entry._id, node);
    return () => (leaving.current ? leaving.current() : handFocusOn(entry._id, node));
  }, [entry._id]);
  const like = useToggle(requestLikeKey(entry._id), { on: entry.isLike, count: entry.likeCount });
  const commentId = useId();

  const onLike = async () => {
    if (!(await ensureLogin())) return;
    // Who is signed in may not be known yet (their session on its way, or its load failed a moment
    // ago): asked now, a person's own request shows its delete button instead, and is not liked.
    const known = session.status === 'unknown' ? await loadSession() : session;
    if (known.status === 'signed-in' && known.user.userId === entry.userId) return;
    await report(await toggleReviewRequestLike(entry));
  };
  const onDelete = async () => {
    if (!(await confirm(review.deleteConfirm))) return;
    // The request leaves the list at once, while its call is on its way: focus goes on to its
    // neighbour (or the comment box) as it goes, not to the page.
    leaving.current = focusAfterRemoval(item.current);
    const section = item.current?.closest('section');
    const deleted = await report(await deleteReviewRequest(entry._id), review.deleteSuccess);
    // Refused: the request is back (drawn anew) once its message is closed, and so is the focus, on its delete button.
    if (!deleted) section?.querySelector<HTMLElement>(`[data-request-id="${CSS.escape(entry._id)}"] [part="request-delete"]`)?.focus();
  };

  return (
    <li
      ref={item}
      className="request"
      part={isOwner ? 'review-request review-request--mine' : 'review-request'}
      data-request-id={entry._id}
      aria-busy={draft || undefined}
    >
      <p className="request__meta">
        <span className="request__author">{entry.username}</span>
        {isOwner ? <span className="request__mine">{review.mine}</span> : null}
        <time className="request__date" dateTime={entry.regDate}>
          {review.requestDate(apiTime(entry.regDate))}
        </time>
      </p>
      <p className="request__comment" id={commentId}>
        {entry.comment}
      </p>
      {isOwner ? (
        <button
          type="button"
          className="request__action request__delete"
          part="request-delete"
          aria-label={review.deleteLabel}
          // Which request it deletes: its comment (the like's too).
          aria-describedby={commentId}
          disabled={draft}
          onClick={() => void onDelete()}
        >
          {review.delete}
        </button>
      ) : (
        <button
          type="button"
          className={like.on ? 'request__action request__like request__like--on' : 'request__action request__like'}
          part="request-like"
          aria-pressed={like.on}
          aria-label={review.likeLabel(formatCappedCount(like.count, LIKE_COUNT_CAP))}
          aria-describedby={commentId}
          onClick={singleClick(() => void onLike())}
        >
          <span className="request__heart" aria-hidden="true" />
          <span className="request__like-count" part="like-count">
            {formatCappedCount(like.count, LIKE_COUNT_CAP)}
          </span>
        </button>
      )}
    </li>
  );
}

/**
 * Where focus goes as `item` leaves, if the focus is in it: the next request's action, else the
 * previous one's, else the comment box. Focus the person has taken elsewhere meanwhile (another tab
 * of the page) stays there.
 */
function focusAfterRemoval(item: HTMLElement | null): () => void {
  const neighbour = (item?.nextElementSibling ?? item?.previousElementSibling) as HTMLElement | null;
  const section = item?.closest('section');
  return () => {
    const focused = (item?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement;
    if (!focused || !item?.contains(focused)) return;
    const target = neighbour?.isConnected
      ? neighbour.querySelector<HTMLElement>('button')
      : section?.querySelector<HTMLElement>('[part="request-input"]');
    target?.focus();
  };
}

/**
 * A request that moves to another page (the pages shown loaded again after a submit or a delete) is
 * drawn anew under that page: the focus on one of its buttons goes to the new one, not to the page.
 * The pages' answers come in any order, so the new one may already be drawn (a page below answered
 * first: the focus goes to it at once) or come in a later commit (then it takes the focus as it is
 * drawn, unless the person has put the focus somewhere meanwhile, or a reload's time has passed).
 */
let moving: { id: string; part: string; root: ShadowRoot; at: number } | undefined;
const MOVE_MS = 10_000;

function handFocusOn(id: string, item: HTMLElement | null): void {
  const root = item?.getRootNode();
  const focused = root instanceof ShadowRoot ? root.activeElement : null;
  const part = focused && item?.contains(focused) ? focused.getAttribute('part') : null;
  if (!part || !(root instanceof ShadowRoot)) return;
  const drawn = [...root.querySelectorAll(`[data-request-id="${CSS.escape(id)}"]`)].find((other) => other !== item);
  if (drawn) drawn.querySelector<HTMLElement>(`[part="${part}"]`)?.focus();
  else moving = { id, part, root, at: Date.now() };
}

function takeFocusBack(id: string, item: HTMLElement | null): void {
  const handed = moving;
  if (handed?.id !== id || item?.getRootNode() !== handed.root) return;
  moving = undefined;
  // Nobody has the focus: it fell with the request's old copy.
  const free = handed.root.activeElement === null && (document.activeElement === document.body || document.activeElement === null);
  if (free && Date.now() - handed.at < MOVE_MS) item?.querySelector<HTMLElement>(`[part="${handed.part}"]`)?.focus();
}
