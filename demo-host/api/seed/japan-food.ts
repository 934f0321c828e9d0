// Scenario `japan-food`: template A, four category levels, 250+ products, picks and bundles.
import type { Guide } from '../../../core/schemas/guide.ts';
import type { SeedPart } from '../state.ts';
import { createRandom, objectId } from '../random.ts';
import { imageUrl } from '../images.ts';
import { frameTree } from './frames.ts';
import type { ProductSpec } from './products.ts';
import { buildProducts, choosePicks } from './products.ts';

export const JAPAN_FOOD_BUNDLE_FEE = 3000;

/** A small3 node: a brand with a few products, each sold in several pack sizes. */
type Brand = readonly [title: string, brandName: string, products: readonly string[]];
type Small2 = readonly [title: string, brands: readonly [Brand, Brand]];
type Small = readonly [title: string, small2: readonly [Small2, Small2]];
type Medium = readonly [title: string, smalls: readonly [Small, Small, Small]];

const CATEGORIES: readonly Medium[] = [
  [
    '과자·스낵',
    [
      [
        '스낵',
        [
          [
            '감자칩',
            [
              ['칼비', 'Calbee', ['포테이토칩 콘소메 펀치', '자가비 솔트', '포테이토칩 우스시오']],
              ['코이케야', 'Koikeya', ['프라이드 포테이토 김소금맛', '카라무초 핫칠리']],
            ],
          ],
          [
            '옥수수·쌀과자',
            [
              ['야오킨', 'Yaokin', ['우마이봉 콘포타주', '우마이봉 명란맛']],
              ['가메다', 'Kameda', ['카키노타네 오리지널', '해피턴']],
            ],
          ],
        ],
      ],
      [
        '초콜릿',
        [
          [
            '판초콜릿',
            [
              ['메이지', 'Meiji', ['밀크 초콜릿', '더 초콜릿 카카오 70']],
              ['로이스', 'ROYCE', ['나마 초콜릿 오레', '포테이토칩 초콜릿']],
            ],
          ],
          [
            '초코과자',
            [
              ['글리코', 'Glico', ['포키 초코', '프리츠 샐러드']],
              ['네슬레', 'Nestle', ['킷캣 말차', '킷캣 딸기']],
            ],
          ],
        ],
      ],
      [
        '쿠키·디저트',
        [
          [
            '쿠키',
            [
              ['이시야', 'Ishiya', ['시로이 코이비토 화이트', '시로이 코이비토 블랙']],
              ['부르봉', 'Bourbon', ['알포트 밀크', '루마앙']],
            ],
          ],
          [
            '화과자',
            [
              ['도쿄바나나', 'Tokyo Banana', ['도쿄바나나 오리지널', '도쿄바나나 쿠키']],
              ['토라야', 'Toraya', ['요캉 밤', '요캉 흑당']],
            ],
          ],
        ],
      ],
    ],
  ],
  [
    '음료·주류',
    [
      [
        '차·커피',
        [
          [
            '녹차',
            [
              ['이토엔', 'Ito En', ['오이오차 녹차 525ml', '오이오차 진한맛']],
              ['산토리', 'Suntory', ['이에몬 녹차', '이에몬 호지차']],
            ],
          ],
          [
            '커피',
            [
              ['UCC', 'UCC', ['블랙 무당 캔커피', '밀크커피 캔']],
              ['보스', 'BOSS', ['레인보우 마운틴', '보스 블랙']],
            ],
          ],
        ],
      ],
      [
        '탄산·주스',
        [
          [
            '탄산음료',
            [
              ['아사히', 'Asahi', ['미쓰야 사이다', '칼피스 소다']],
              ['기린', 'Kirin', ['레몬 스쿼시', '오렌지 스파클링']],
            ],
          ],
          [
            '유산균음료',
            [
              ['칼피스', 'Calpis', ['칼피스 워터', '칼피스 원액']],
              ['야쿠르트', 'Yakult', ['야쿠르트 1000', '야쿠르트 라이트']],
            ],
          ],
        ],
      ],
      [
        '주류',
        [
          [
            '맥주',
            [
              ['아사히 맥주', 'Asahi Beer', ['수퍼드라이 350ml', '수퍼드라이 생맥주캔']],
              ['삿포로', 'Sapporo', ['삿포로 프리미엄', '에비스 맥주']],
            ],
          ],
          [
            '사케·우메슈',
            [
              ['초야', 'CHOYA', ['우메슈 오리지널', '우메슈 블랙']],
              ['닷사이', 'Dassai', ['준마이다이긴조 45', '준마이다이긴조 39']],
            ],
          ],
        ],
      ],
    ],
  ],
  [
    '라면·즉석식품',
    [
      [
        '라면',
        [
          [
            '컵라면',
            [
              ['닛신', 'Nissin', ['컵누들 오리지널', '컵누들 씨푸드', '돈베이 키츠네우동']],
              ['마루짱', 'Maruchan', ['아카이 키츠네', '미도리노 타누키']],
            ],
          ],
          [
            '봉지라면',
            [
              ['삿포로이치방', 'Sapporo Ichiban', ['시오라멘', '미소라멘']],
              ['이치란', 'Ichiran', ['돈코츠 라멘 5인분', '하카타 라멘']],
            ],
          ],
        ],
      ],
      [
        '즉석밥·카레',
        [
          [
            '카레',
            [
              ['하우스', 'House', ['바몬드 카레 중간맛', '자와 카레 매운맛']],
              ['에스비', 'S&B', ['골든 카레 순한맛', '토로케루 카레']],
            ],
          ],
          [
            '즉석밥·죽',
            [
              ['사토', 'Sato', ['사토노 고항 200g', '사토노 고항 고시히카리']],
              ['아지노모토', 'Ajinomoto', ['오카유 쌀죽', '계란죽']],
            ],
          ],
        ],
      ],
      [
        '냉동·간편식',
        [
          [
            '교자·볶음밥',
            [
              ['아지노모토 냉동', 'Ajinomoto Frozen', ['교자 12개입', '하네츠키 교자']],
              ['니치레이', 'Nichirei', ['혼카쿠 이타메 차항', '에비 필라프']],
            ],
          ],
          [
            '된장국·수프',
            [
              ['마루코메', 'Marukome', ['료테이노아지 미소시루', '즉석 된장국 12식']],
              ['아마노', 'Amano Foods', ['동결건조 미소시루', '계란 수프']],
            ],
          ],
        ],
      ],
    ],
  ],
  [
    '조미료·소스',
    [
      [
        '소스·드레싱',
        [
          [
            '마요네즈',
            [
              ['큐피', 'Kewpie', ['마요네즈 450g', '마요네즈 하프']],
              ['퓨어셀렉트', 'Pure Select', ['퓨어셀렉트 마요', '코쿠마로 마요']],
            ],
          ],
          [
            '돈카츠·오코노미 소스',
            [
              ['불독', 'Bull-Dog', ['돈카츠 소스', '중농 소스']],
              ['오타후쿠', 'Otafuku', ['오코노미 소스', '타코야키 소스']],
            ],
          ],
        ],
      ],
      [
        '간장·쯔유',
        [
          [
            '간장',
            [
              ['깃코만', 'Kikkoman', ['특선 간장', '생 간장 저염']],
              ['야마사', 'Yamasa', ['야마사 간장', '다시 간장']],
            ],
          ],
          [
            '쯔유·다시',
            [
              ['미쓰칸', 'Mizkan', ['오이긴 쯔유', '카츠오 다시']],
              ['야마키', 'Yamaki', ['가쓰오부시', '멘쯔유']],
            ],
          ],
        ],
      ],
      [
        '향신료·후리카케',
        [
          [
            '후리카케',
            [
              ['마루미야', 'Marumiya', ['노리타마 후리카케', '계란 후리카케']],
              ['나가타니엔', 'Nagatanien', ['오차즈케 노리', '연어 오차즈케']],
            ],
          ],
          [
            '시치미·와사비',
            [
              ['에스비 향신료', 'S&B Spice', ['시치미 토가라시', '튜브 와사비']],
              ['하우스 향신료', 'House Spice', ['네리 와사비', '튜브 생강']],
            ],
          ],
        ],
      ],
    ],
  ],
];

/** Pack sizes: name suffix and price multiplier. */
const PACKS = [
  ['', 1],
  [' 3개 세트', 2.7],
  [' 대용량 박스', 8.5],
] as const;

export function seedJapanFood(now: Date): SeedPart & { firstSmall3Id: string } {
  const random = createRandom('japan-food');
  const tree = frameTree('japan-food');
  const large = tree.add('large', '일본 식품관', null, {
    templateName: 'A',
    pickTitle: '식품관 MD PICK',
    imgList: [
      {
        viewType: 'A',
        url: imageUrl('jf-main-1', 1200, 600, '일본 과자 대축제'),
        width: 1200,
        height: 600,
        alt: '일본 과자 대축제',
        linkUrl: `/selection/${tree.largeId}?isPick=true`,
      },
      {
        viewType: 'A',
        url: imageUrl('jf-main-2', 1200, 600, '여름 한정 음료'),
        width: 1200,
        height: 600,
        alt: '여름 한정 음료',
        linkUrl: `/selection/${tree.largeId}?searchText=${encodeURIComponent('음료')}`,
      },
      {
        viewType: 'A',
        url: imageUrl('jf-main-3', 1200, 600, '라멘 맛집 그대로'),
        width: 1200,
        height: 600,
        alt: '라멘 맛집 그대로',
        linkUrl: `/selection/${tree.largeId}?searchText=${encodeURIComponent('라멘')}`,
      },
      { viewType: 'A', url: imageUrl('jf-main-4', 1200, 600, '조미료 모음전'), width: 1200, height: 600, alt: '조미료 모음전' },
      {
        viewType: 'B',
        url: imageUrl('jf-sub-b', 600, 200, '첫 구매 10% 할인'),
        width: 600,
        height: 200,
        alt: '첫 구매 10% 할인',
        linkUrl: `/selection/${tree.largeId}/best`,
      },
      { viewType: 'C', url: imageUrl('jf-sub-c', 600, 200, '묶음배송 안내'), width: 600, height: 200, alt: '묶음배송 안내' },
    ],
    webUrls: [{ viewType: 'A', url: `/selection/${tree.largeId}/best` }],
    subTitleList: [
      { viewType: 'A', text: '일본 현지의 맛을 그대로 전해드려요' },
      { viewType: 'B', text: '매주 새로운 상품이 입고돼요' },
      { viewType: 'C', text: '여러 상품을 담아도 배송비는 {bundleShippingFee}' },
    ],
  });

  const specs: ProductSpec[] = [];
  /** Medium title of every category node below a medium. */
  const mediumOf = new Map<string, string>();
  const add = (...args: Parameters<typeof tree.add>) => {
    const frame = tree.add(...args);
    const parentMedium = args[2] === null ? undefined : mediumOf.get(args[2]);
    mediumOf.set(frame._id, frame.type === 'medium' ? frame.title : (parentMedium ?? ''));
    return frame;
  };
  let firstSmall3Id = '';
  for (const [mediumTitle, smalls] of CATEGORIES) {
    const medium = add('medium', mediumTitle, large._id);
    specs.push(
      { name: `일본 ${mediumTitle} 인기 선물세트`, brandName: '일본 식품관', categoryId: medium._id, basePrice: random.int(25, 60) * 1000 },
      { name: `${mediumTitle} 랜덤 박스`, brandName: '일본 식품관', categoryId: medium._id, basePrice: random.int(15, 35) * 1000 },
    );
    for (const [smallTitle, small2s] of smalls) {
      const small = add('small', smallTitle, medium._id);
      specs.push({
        name: `${smallTitle} 베스트 모음전`,
        brandName: '일본 식품관',
        categoryId: small._id,
        basePrice: random.int(12, 30) * 1000,
      });
      for (const [small2Title, brands] of small2s) {
        const small2 = add('small2', small2Title, small._id);
        specs.push({
          name: `${small2Title} 골라담기`,
          brandName: '일본 식품관',
          categoryId: small2._id,
          basePrice: random.int(9, 20) * 1000,
        });
        for (const [brandTitle, brandName, products] of brands) {
          const small3 = add('small3', brandTitle, small2._id);
          if (firstSmall3Id === '') firstSmall3Id = small3._id;
          for (const product of products) {
            const unitPrice = random.int(19, 99) * 100;
            for (const [suffix, multiplier] of PACKS) {
              specs.push({
                name: `${product.startsWith(brandTitle) ? '' : `${brandTitle} `}${product}${suffix}`,
                brandName,
                categoryId: small3._id,
                basePrice: Math.min(89_000, unitPrice * multiplier),
              });
            }
          }
        }
      }
    }
  }

  const items = buildProducts(random, specs, {
    namespace: 'japan-food',
    largeId: large._id,
    now,
    itemType: 'NORMAL',
    soldOutRate: 0.12,
    freeShippingRate: 0.3,
    crossBorderRate: 0.25,
    bundleableRate: 0.55,
    maxAgeDays: 180,
  });
  // The last medium (seasonings) has no picks, so the picked-medium list leaves it out.
  choosePicks(random, items, 30, (record) => mediumOf.get(record.categoryId) !== '조미료·소스');

  const guide: Guide = {
    _id: objectId('japan-food', 'guide'),
    selectionFrameLargeDataId: large._id,
    variant: 'JAPAN_FOOD',
    slides: [
      {
        imgUrl: imageUrl('jf-guide-1', 640, 800, '일본 식품관에 오신 걸 환영해요'),
        width: 640,
        height: 800,
        title: '일본 식품관에 오신 걸 환영해요',
        text: '현지에서 사랑받는 과자와 음료를 한곳에 모았어요.',
      },
      {
        imgUrl: imageUrl('jf-guide-2', 640, 800, '묶음배송으로 가볍게'),
        width: 640,
        height: 800,
        title: '묶음배송으로 가볍게',
        text: '여러 상품을 담아도 배송비는 한 번만 내요.',
      },
      {
        imgUrl: imageUrl('jf-guide-3', 640, 800, 'MD PICK을 확인하세요'),
        width: 640,
        height: 800,
        title: 'MD PICK을 확인하세요',
        text: '식품관 MD가 매주 고른 상품을 만나보세요.',
      },
    ],
  };

  return {
    selections: [{ key: 'japan-food', largeId: large._id, frames: tree.frames, bundleShippingFee: JAPAN_FOOD_BUNDLE_FEE, guide }],
    items,
    firstSmall3Id,
  };
}
