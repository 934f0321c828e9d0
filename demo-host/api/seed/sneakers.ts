// Scenario `sneakers`: template C, a 16-brand line chooser, votes, review requests and magazines.
import type { Guide } from '../../../core/schemas/guide.ts';
import type { VoteStatus } from '../../../core/schemas/vote.ts';
import type { MagazineRecord, ReviewRequestRecord, SeedPart, VoteRecord } from '../state.ts';
import type { Random } from '../random.ts';
import { createRandom, objectId } from '../random.ts';
import { imageUrl } from '../images.ts';
import { DEMO_USERS } from '../demo-users.ts';
import { frameTree } from './frames.ts';
import type { ProductSpec } from './products.ts';
import { DAY_MS, HOUR_MS, buildProducts, choosePicks } from './products.ts';

export const SNEAKERS_MEDIUM_TITLE = '브랜드';

type Brand = readonly [title: string, brandName: string, lines: readonly [string, string]];

const BRANDS: readonly Brand[] = [
  ['나이키', 'Nike', ['덩크 로우', '에어 포스 1']],
  ['조던', 'Jordan', ['조던 1 하이', '조던 4']],
  ['아디다스', 'adidas', ['삼바 OG', '가젤']],
  ['뉴발란스', 'New Balance', ['990v6', '2002R']],
  ['아식스', 'ASICS', ['젤 카야노 14', '젤 1130']],
  ['컨버스', 'Converse', ['척 70', '원스타']],
  ['반스', 'Vans', ['올드스쿨', '어센틱']],
  ['푸마', 'PUMA', ['스피드캣', '팔레르모']],
  ['리복', 'Reebok', ['클럽 C 85', '인스타펌프 퓨리']],
  ['살로몬', 'Salomon', ['XT-6', 'ACS 프로']],
  ['호카', 'HOKA', ['본디 8', '클리프톤 9']],
  ['온', 'On', ['클라우드몬스터', '클라우드 5']],
  ['미즈노', 'Mizuno', ['웨이브 라이더 10', '컨텐드']],
  ['오니츠카타이거', 'Onitsuka Tiger', ['멕시코 66', '세라노']],
  ['사코니', 'Saucony', ['쉐도우 6000', '그리드 9000']],
  ['디아도라', 'Diadora', ['N9000', '에퀴페 이탈리아']],
];

const COLORWAYS = [
  '트리플 화이트',
  '블랙 화이트',
  '유니버시티 블루',
  '세일 그레이',
  '올리브 그린',
  '버건디',
  '포레스트 그린',
  '크림 베이지',
  '네이비 골드',
  '레드 솔',
];

const NICKNAMES = [
  '스니커헤드',
  '운동화수집가',
  '한정판러버',
  '주말러너',
  '발볼넓음',
  '정사이즈파',
  '데일리룩',
  '리셀은안해요',
  '코디고민중',
  '신발장부족',
  '새벽응모러',
  '빈티지무드',
  '러닝크루',
  '하이탑선호',
  '로우탑만신어요',
  '컬러웨이덕후',
  '박스보관파',
  '첫스니커즈',
  '출근용찾아요',
  '캠퍼스룩',
];

const REQUEST_TEMPLATES: readonly ((release: string) => string)[] = [
  (release) => `${release} 리뷰 부탁드려요!`,
  (release) => `${release} 사이즈 정사이즈인가요?`,
  (release) => `${release} 실착 사진 보고 싶어요`,
  (release) => `${release} 발볼 넓은 사람도 괜찮을까요?`,
  (release) => `${release} 쿠셔닝 어떤지 궁금해요`,
  (release) => `${release} 색감 실물 리뷰 기다릴게요`,
];

export interface SneakersSeed extends SeedPart {
  votes: VoteRecord[];
  reviewRequests: ReviewRequestRecord[];
  magazines: MagazineRecord[];
}

interface Release {
  brand: Brand;
  line: string;
  colorway: string;
  title: string;
}

export function seedSneakers(now: Date): SneakersSeed {
  const random = createRandom('sneakers');
  const tree = frameTree('sneakers');
  const large = tree.add('large', '스니커즈', null, {
    templateName: 'C',
    pickTitle: '에디터 PICK',
    imgList: [
      {
        viewType: 'A',
        url: imageUrl('sneakers-main-1', 1200, 600, '이번 주 발매 캘린더'),
        width: 1200,
        height: 600,
        alt: '이번 주 발매 캘린더',
        linkUrl: `/selection/${tree.largeId}?tab=0`,
      },
      {
        viewType: 'A',
        url: imageUrl('sneakers-main-2', 1200, 600, '신상 스니커즈 투표'),
        width: 1200,
        height: 600,
        alt: '신상 스니커즈 투표',
        linkUrl: `/selection/${tree.largeId}?tab=1&path=vote`,
      },
      { viewType: 'A', url: imageUrl('sneakers-main-3', 1200, 600, '실착 리뷰 모음'), width: 1200, height: 600, alt: '실착 리뷰 모음' },
    ],
    subTitleList: [
      { viewType: 'A', text: '지금 가장 뜨거운 스니커즈' },
      { viewType: 'B', text: '매일 새로운 신상에 투표하세요' },
    ],
  });
  const medium = tree.add('medium', SNEAKERS_MEDIUM_TITLE, large._id);

  const specs: ProductSpec[] = [];
  for (const [brandTitle, brandName, lines] of BRANDS) {
    const small = tree.add('small', brandTitle, medium._id);
    specs.push({ name: `${brandTitle} 시즌 셀렉션 랜덤 컬러`, brandName, categoryId: small._id, basePrice: random.int(89, 159) * 1000 });
    for (const line of lines) {
      const small2 = tree.add('small2', line, small._id);
      for (const colorway of random.shuffle(COLORWAYS).slice(0, 3)) {
        specs.push({
          name: `${brandTitle} ${line} '${colorway}'`,
          brandName,
          categoryId: small2._id,
          basePrice: random.int(89, 329) * 1000,
        });
      }
    }
  }
  const items = buildProducts(random, specs, {
    namespace: 'sneakers',
    largeId: large._id,
    now,
    itemType: 'SNEAKERS',
    soldOutRate: 0.15,
    freeShippingRate: 0.7,
    crossBorderRate: 0.2,
    bundleableRate: 0,
    maxAgeDays: 90,
  });
  choosePicks(random, items, 20);

  const releases: Release[] = random.shuffle(
    BRANDS.flatMap((brand) =>
      brand[2].flatMap((line) => COLORWAYS.map((colorway) => ({ brand, line, colorway, title: `${brand[0]} ${line} '${colorway}'` }))),
    ),
  );
  const votes = seedVotes(random, releases, large._id, now);
  const reviewRequests = seedReviewRequests(random, releases, large._id, now);
  const magazines = seedMagazines(releases, large._id, now);

  const guide: Guide = {
    _id: objectId('sneakers', 'guide'),
    selectionFrameLargeDataId: large._id,
    variant: 'SNEAKERS',
    webUrl: `/story-list?selection-frame-data-id=${large._id}&story-type=SNEAKERS`,
    slides: [
      {
        imgUrl: imageUrl('sneakers-guide', 640, 800, '새 리뷰 탭이 열렸어요'),
        width: 640,
        height: 800,
        title: '새 리뷰 탭이 열렸어요',
        text: '신상 투표와 실착 리뷰를 한곳에서 만나보세요.',
      },
    ],
  };

  return {
    selections: [{ key: 'sneakers', largeId: large._id, frames: tree.frames, bundleShippingFee: 0, guide }],
    items,
    votes,
    reviewRequests,
    magazines,
  };
}

/** 45 voting, 64 review-preparing, 8 completed and 4 stopped vote items. */
function seedVotes(random: Random, releases: readonly Release[], largeId: string, now: Date): VoteRecord[] {
  const plan: [VoteStatus, number][] = [
    ['VOTING', 45],
    ['REVIEW_PREPARING', 64],
    ['REVIEW_COMPLETED', 8],
    ['REVIEW_STOPPED', 4],
  ];
  const votes: VoteRecord[] = [];
  let index = 0;
  for (const [status, count] of plan) {
    for (let n = 0; n < count; n += 1, index += 1) {
      const release = releases[index % releases.length] as Release;
      const [brandTitle] = release.brand;
      // Review preparing: whole days since the status change run 0..15, so every stage shows.
      const changedDaysAgo = status === 'VOTING' ? null : n % 16;
      const changedAt = changedDaysAgo === null ? null : now.getTime() - changedDaysAgo * DAY_MS - random.int(0, 20) * HOUR_MS;
      const regAt =
        status === 'VOTING' ? now.getTime() - random.int(1, 6 * 24) * HOUR_MS : (changedAt ?? now.getTime()) - random.int(1, 10) * DAY_MS;
      const voters = new Set<string>();
      // buyer1 has already voted on a few items of today's vote.
      if (status === 'VOTING' && n % 9 === 4) voters.add(DEMO_USERS.buyer1.userId);
      votes.push({
        _id: objectId('sneakers', `vote-${index}`),
        selectionFrameLargeDataId: largeId,
        status,
        votedCount: status === 'VOTING' && n === 0 ? 12_345 : voters.size + random.int(status === 'VOTING' ? 0 : 300, 3000),
        regDate: new Date(regAt).toISOString(),
        lastReviewPreparingChangedDate: changedAt === null ? null : new Date(changedAt).toISOString(),
        selectionFrameDataInfo: {
          medium: { title: SNEAKERS_MEDIUM_TITLE },
          small: { title: brandTitle },
          small2: { title: release.line },
          small3: {
            title: release.title,
            imgList: [
              {
                viewType: 'A',
                url: imageUrl(`vote-${index}`, 600, 600, `${release.line} ${release.colorway}`),
                width: 600,
                height: 600,
              },
            ],
          },
        },
        votedUserIds: voters,
      });
    }
  }
  return votes;
}

/** 130 requests over 30 days, newest first; each demo user wrote several. */
function seedReviewRequests(random: Random, releases: readonly Release[], largeId: string, now: Date): ReviewRequestRecord[] {
  const authors = NICKNAMES.map((username, n) => ({ username, userId: objectId('user', n) }));
  const requests: ReviewRequestRecord[] = [];
  let at = now.getTime() - random.int(5, 50) * 60 * 1000;
  for (let index = 0; index < 130; index += 1) {
    const author =
      index % 10 === 1
        ? DEMO_USERS.buyer1
        : index % 10 === 4
          ? DEMO_USERS.buyer2
          : index % 10 === 7
            ? DEMO_USERS.seller
            : random.pick(authors);
    const release = releases[(index * 7) % releases.length] as Release;
    const template = REQUEST_TEMPLATES[index % REQUEST_TEMPLATES.length] as (release: string) => string;
    const likers = new Set<string>();
    // buyer1 likes a few requests written by others.
    if (index % 6 === 0 && author.userId !== DEMO_USERS.buyer1.userId) likers.add(DEMO_USERS.buyer1.userId);
    requests.push({
      _id: objectId('sneakers', `review-request-${index}`),
      selectionFrameLargeDataId: largeId,
      username: author.username,
      userId: author.userId,
      regDate: new Date(at).toISOString(),
      comment: template(`${release.line} ${release.colorway}`).slice(0, 50),
      likeCount: index === 2 ? 128 : likers.size + Math.floor(random.next() ** 3 * 60),
      likedUserIds: likers,
    });
    at -= random.int(1, 10) * HOUR_MS;
  }
  return requests;
}

/** The sneakers selection's review stories (SNEAKERS), newest first, one every three days. */
const STORY_COUNT = 40;

function seedMagazines(releases: readonly Release[], largeId: string, now: Date): MagazineRecord[] {
  const subTitles = [
    '한 달 동안 매일 신어본 솔직 후기',
    '사이즈 선택부터 코디까지 정리했어요',
    '발매 전 꼭 알아야 할 세 가지',
    '러닝과 일상 모두 괜찮을까?',
    '컬러웨이별 실물 비교',
    '편안함과 스타일 사이의 균형',
    '에디터가 직접 신어봤습니다',
  ];
  // Four pages of the story list (12 a page, the last one short), so its paging and its window are exercised.
  return Array.from({ length: STORY_COUNT }, (_, index) => {
    const subTitle = subTitles[index % subTitles.length] as string;
    const release = releases[(index * 11) % releases.length] as Release;
    const title = `${release.title} 실착 리뷰`;
    return {
      storyId: objectId('sneakers', `story-${index}`),
      title,
      subTitle,
      imgUrl: imageUrl(`story-${index}`, 800, 600, title),
      storyType: 'SNEAKERS',
      selectionFrameLargeDataId: largeId,
      regDate: new Date(now.getTime() - (index * 3 + 1) * DAY_MS).toISOString(),
    };
  });
}
