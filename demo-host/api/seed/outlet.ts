// Scenario `outlet`: template B, 13 medium categories with circle images, picks, a best list.
import type { Guide } from '../../../core/schemas/guide.ts';
import type { SeedPart } from '../state.ts';
import { createRandom, objectId } from '../random.ts';
import { imageUrl } from '../images.ts';
import { frameTree } from './frames.ts';
import type { ProductSpec } from './products.ts';
import { buildProducts, choosePicks } from './products.ts';

export const OUTLET_BUNDLE_FEE = 0;
export const OUTLET_COUPON_CODE = 'OUTLET-WELCOME';

type Medium = readonly [title: string, smalls: readonly [string, string], products: readonly string[]];

const CATEGORIES: readonly Medium[] = [
  ['아우터', ['코트', '패딩'], ['울 블렌드 롱코트', '경량 구스 패딩', '트렌치 코트', '숏 패딩 점퍼']],
  ['니트·가디건', ['니트', '가디건'], ['캐시미어 블렌드 니트', '라운드넥 가디건', '케이블 니트 베스트', '울 터틀넥']],
  ['셔츠·블라우스', ['셔츠', '블라우스'], ['옥스포드 셔츠', '린넨 블라우스', '스트라이프 셔츠', '실크 블라우스']],
  ['티셔츠', ['반팔', '긴팔'], ['오버핏 반팔 티셔츠', '베이직 긴팔 티셔츠', '헨리넥 티셔츠', '로고 맨투맨']],
  ['원피스', ['미니 원피스', '롱 원피스'], ['플리츠 롱 원피스', '셔츠 원피스', '니트 미니 원피스', '플로럴 미디 원피스']],
  ['팬츠', ['슬랙스', '면바지'], ['와이드 슬랙스', '치노 팬츠', '조거 팬츠', '세미와이드 슬랙스']],
  ['스커트', ['미니스커트', '롱스커트'], ['플리츠 스커트', 'A라인 미니스커트', '데님 롱스커트', '랩 스커트']],
  ['데님', ['청바지', '데님 재킷'], ['스트레이트 데님 팬츠', '와이드 데님 팬츠', '트러커 데님 재킷', '부츠컷 데님']],
  ['신발', ['로퍼', '부츠'], ['페니 로퍼', '첼시 부츠', '메리제인 슈즈', '스웨이드 스니커즈']],
  ['가방', ['숄더백', '백팩'], ['레더 숄더백', '캔버스 토트백', '나일론 백팩', '미니 크로스백']],
  ['액세서리', ['모자', '머플러'], ['울 머플러', '볼캡', '버킷햇', '레더 벨트']],
  ['스포츠웨어', ['트레이닝', '요가'], ['트레이닝 세트', '요가 레깅스', '바람막이 재킷', '러닝 쇼츠']],
  ['키즈', ['키즈 아우터', '키즈 상의'], ['키즈 패딩 점퍼', '키즈 맨투맨', '키즈 후드 집업', '키즈 조거 팬츠']],
];

const BRANDS = ['NORTHFIELD', 'Maison Lune', 'URBAN ATELIER', 'Blanc Studio', 'Daily Knit', 'GRAYHOUND', 'Petit Cerf', 'ROOKIE RUN'];

export function seedOutlet(now: Date): SeedPart {
  const random = createRandom('outlet');
  const tree = frameTree('outlet');
  const large = tree.add('large', '아울렛 패션', null, {
    templateName: 'B',
    pickTitle: '아울렛 PICK',
    imgList: [
      {
        viewType: 'A',
        url: imageUrl('outlet-main-1', 1200, 600, '시즌오프 최대 70%'),
        width: 1200,
        height: 600,
        alt: '시즌오프 최대 70%',
      },
      {
        viewType: 'A',
        url: imageUrl('outlet-main-2', 1200, 600, '브랜드 아울렛 위크'),
        width: 1200,
        height: 600,
        alt: '브랜드 아울렛 위크',
      },
      { viewType: 'A', url: imageUrl('outlet-main-3', 1200, 600, '오늘 입고된 신상'), width: 1200, height: 600, alt: '오늘 입고된 신상' },
    ],
    // Where the banners lead, as SPEC §3 gives it: by view type, the n-th link for the n-th banner
    // (japan-food's banners carry their own linkUrl instead).
    webUrls: [
      { viewType: 'A', url: `/selection/${tree.largeId}/best` },
      { viewType: 'A', url: `/selection/${tree.largeId}/children` },
    ],
    subTitleList: [
      { viewType: 'A', text: '정가 대비 최대 70% 할인' },
      { viewType: 'B', text: '매일 새로운 브랜드가 열려요' },
    ],
  });

  const specs: ProductSpec[] = [];
  const mediumOf = new Map<string, number>();
  CATEGORIES.forEach(([title, smalls, products], mediumIndex) => {
    const medium = tree.add('medium', title, large._id, {
      imgList: [{ viewType: 'D', url: imageUrl(`outlet-circle-${mediumIndex}`, 200, 200, title), width: 200, height: 200 }],
    });
    const smallFrames = smalls.map((smallTitle) => tree.add('small', smallTitle, medium._id));
    for (const frame of [medium, ...smallFrames]) mediumOf.set(frame._id, mediumIndex);
    products.forEach((product, productIndex) => {
      const brands = random.shuffle(BRANDS).slice(0, productIndex % 2 === 0 ? 2 : 1);
      for (const brandName of brands) {
        // Half the products sit on a small category, the rest directly on the medium.
        const categoryId = random.chance(0.5) ? medium._id : random.pick(smallFrames)._id;
        specs.push({ name: `${brandName} ${product}`, brandName, categoryId, basePrice: random.int(19, 189) * 1000 });
      }
    });
  });

  const items = buildProducts(random, specs, {
    namespace: 'outlet',
    largeId: large._id,
    now,
    itemType: 'NORMAL',
    soldOutRate: 0.1,
    freeShippingRate: 0.6,
    bundleableRate: 0.4,
    maxAgeDays: 120,
  });
  // Kids and sportswear carry no picks, so the picked-medium list is a real subset.
  choosePicks(random, items, 24, (record) => (mediumOf.get(record.categoryId) ?? 0) < CATEGORIES.length - 2);

  const guide: Guide = {
    _id: objectId('outlet', 'guide'),
    selectionFrameLargeDataId: large._id,
    variant: 'OUTLET',
    couponCode: OUTLET_COUPON_CODE,
    slides: [
      ['아울렛 패션 오픈', '인기 브랜드를 정가보다 가볍게 만나보세요.'],
      ['매일 새로운 브랜드', '오늘 열린 브랜드를 가장 먼저 확인하세요.'],
      ['카테고리별로 골라보기', '아우터부터 키즈까지 한눈에 둘러보세요.'],
      ['무료 묶음배송', '아울렛 상품은 함께 담으면 배송비가 무료예요.'],
      ['웰컴 쿠폰 받기', '지금 입장하면 첫 구매 할인 쿠폰을 드려요.'],
    ].map(([title = '', text = ''], index) => ({
      imgUrl: imageUrl(`outlet-guide-${index + 1}`, 640, 960, title),
      width: 640,
      height: 960,
      title,
      text,
    })),
  };

  return {
    selections: [{ key: 'outlet', largeId: large._id, frames: tree.frames, bundleShippingFee: OUTLET_BUNDLE_FEE, guide }],
    items,
  };
}
