/**
 * Texts of the sneakers review tab and the full vote list (SPEC §2, §5, §8). Only the review side's
 * code reads them (imported from this file, not the `messages` barrel), so no other page carries them.
 */
import { storyMessages } from './stories.ts';

/** Keyed by the vote sorts of core/domain/vote-sort.ts, which checks that none is missing. */
export const voteSortLabels = {
  HIGHEST_VOTE_RATE: '투표율 높은순',
  RECENTLY_REGISTERED: '최근 등록순',
} as const;

/** Keyed by the stages of core/domain/progress-stage.ts, which checks that none is missing. */
export const progressStageLabels = {
  early: '리뷰 준비 시작',
  mid: '리뷰 작성 중',
  late: '리뷰 공개 임박',
} as const;

/** Built at the first date written, not as the review side loads (see core/domain/format.ts). */
let dayFormat: Intl.DateTimeFormat | undefined;
function formatDay(date: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('ko-KR', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Asia/Seoul' });
  return dayFormat.format(date);
}

export const reviewMessages = {
  navLabel: '리뷰 탭 메뉴',
  sectionDailyVote: '데일리 신상 투표',
  sectionPreparing: '리뷰 준비중',
  sectionContent: '리뷰 콘텐츠',
  sectionRequest: '신상 리뷰 요청',

  // Daily vote
  voteIntro: '리뷰가 보고 싶은 신상에 투표해주세요. 가장 많은 표를 받은 신상부터 리뷰해드려요.',
  voteEmpty: '투표 준비중입니다. 조금만 기다려주세요!',
  votedUsers: (count: string) => `${count}명 참여 중`,
  voteCount: (count: string) => `${count}표`,
  vote: '투표하기',
  voted: '투표 완료',
  voteMore: '투표 전체보기',
  voteListLabel: '투표 상품 목록',
  voteSuccess: '투표했어요!',
  voteCancelSuccess: '투표를 취소했어요.',
  votePending: '투표하고 있어요. 잠시만 기다려주세요.',
  voteCancelPending: '투표를 취소하고 있어요. 잠시만 기다려주세요.',

  // Full vote list
  votePageTitle: '데일리 신상 투표',
  votePageBack: '리뷰 탭으로 돌아가기',
  sortLabel: '정렬',
  /** Said once the list of a sort the person chose is in (every sort's label ends in 순). */
  voteSorted: (label: string) => `${label}으로 정렬했어요.`,

  // Review preparing
  preparingIntro: '투표로 뽑힌 신상의 리뷰를 준비하고 있어요.',
  preparingListLabel: '리뷰 준비중인 상품 목록',
  progressLabel: (title: string) => `${title} 리뷰 준비 단계`,

  // Review content
  contentMore: '리뷰 콘텐츠 더 보기',
  contentRest: (count: string) => `+${count}`,
  ...storyMessages,

  // Review requests
  requestIntro: '리뷰가 궁금한 신상을 알려주세요.',
  // The limit is in the box's name: the count beside the box is drawn for the eye only, and a
  // placeholder that said it too was cut off in a phone's box.
  requestInputLabel: '리뷰 요청 코멘트 (최대 50자)',
  requestPlaceholder: '궁금한 신상을 남겨주세요',
  requestSubmit: '등록',
  requestLength: (length: number, max: number) => `${length}/${max}`,
  commentTooLong: '코멘트는 최대 50자까지 입력할 수 있습니다.',
  commentRequired: '코멘트를 입력해주세요.',
  requestSubmitPending: '리뷰 요청을 등록하고 있어요. 잠시만 기다려주세요.',
  requestSubmitSuccess: '리뷰 요청을 등록했어요.',
  requestListLabel: '리뷰 요청 목록',
  requestEmpty: '아직 리뷰 요청이 없어요. 첫 요청을 남겨주세요!',
  requestCapNote: '최근 100개의 리뷰 요청만 보여드려요.',
  like: '좋아요',
  likeLabel: (count: string) => `좋아요 ${count}`,
  likePending: '좋아요를 누르고 있어요. 잠시만 기다려주세요.',
  likeCancelPending: '좋아요를 취소하고 있어요. 잠시만 기다려주세요.',
  delete: '삭제',
  deleteLabel: '내 리뷰 요청 삭제',
  deleteConfirm: '댓글을 삭제하시겠어요? 삭제한 댓글은 복구할 수 없어요.',
  deletePending: '리뷰 요청을 삭제하고 있어요. 잠시만 기다려주세요.',
  deleteSuccess: '리뷰 요청을 삭제했어요.',
  mine: '내 요청',
  /** `2025. 06. 01.` of a time in milliseconds (core/domain/api-time.ts reads the API's); NaN, an unreadable date, shows as nothing. */
  requestDate: (at: number) => (Number.isNaN(at) ? '' : formatDay(new Date(at))),
} as const;

/**
 * The reference API's messages for refused changes. The widgets show whatever the server sends, so
 * these stay out of the widget catalogue (and its bundle).
 */
export const reviewServerMessages = {
  alreadyVoted: '이미 투표한 유저입니다.',
  notVoted: '투표하지 않은 상품이에요.',
  voteClosed: '투표가 마감된 상품이에요.',
  alreadyLiked: '이미 좋아요를 누른 리뷰 요청이에요.',
  notLiked: '좋아요를 누르지 않은 리뷰 요청이에요.',
  selfLikeNotAllowed: '내가 작성한 리뷰 요청에는 좋아요를 누를 수 없어요.',
  notOwner: '내가 작성한 리뷰 요청만 삭제할 수 있어요.',
} as const;
