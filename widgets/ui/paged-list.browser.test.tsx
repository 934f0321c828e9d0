/**
 * PagedList's window and its first screen together, in React itself, with page 1 and 2 of a real
 * list from the reference API: a page is set aside as a spacer of its whole height, never of the
 * first cards its first render draws.
 */
import { expect } from 'chai';
import type { ReactNode } from 'react';
import { storeItemsQuery } from '../../core/api/selection.ts';
import type { StoreItemList } from '../../core/schemas/store-item.ts';
import { clearQueryCache } from '../../core/cache/query-cache.ts';
import { scenarioId, waitFor } from '../../tests/browser/helpers.ts';
import { reactRootPerTest } from '../../tests/browser/react-root.ts';
import { PagedList } from './paged-list.tsx';
import { usePagedQuery } from './use-paged-query.ts';

const ROW = 100;
const PAGE = 21;

/** A row that takes a while to draw: the background render that draws page 1 whole spans frames. */
function SlowRow({ children }: { children: ReactNode }) {
  const until = performance.now() + 6;
  while (performance.now() < until);
  return children;
}

function List({ largeId }: { largeId: string }) {
  const paged = usePagedQuery({
    query: (page: number) => storeItemsQuery({ selectionFrameDataId: largeId, sortType: 'POPULAR', limit: PAGE, page }),
    maxPage: (data: StoreItemList) => data.maxPage,
    initialPages: 2,
  });
  return (
    <PagedList
      paged={paged}
      items={(data) => data.storeItemList}
      itemKey={(item) => item.itemId}
      loading={<p>loading</p>}
      empty={<p>empty</p>}
      windowed
      firstScreen={{ count: 3, standIn: (key) => <li key={key} style={{ height: ROW }} /> }}
      renderList={(ref, pages) => (
        <ul ref={ref} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {pages}
        </ul>
      )}
      renderItem={(item, page) => (
        <li data-page={page} data-item-id={item.itemId} style={{ height: ROW }}>
          <SlowRow>{item.itemName}</SlowRow>
        </li>
      )}
    />
  );
}

describe('PagedList', () => {
  const react = reactRootPerTest();
  let below: HTMLElement;
  beforeEach(() => {
    clearQueryCache();
    // Room to scroll far below the list, so page 1 is far above the viewport as it is drawn.
    below = document.body.appendChild(document.createElement('div'));
    below.style.height = '40000px';
  });
  afterEach(() => {
    below.remove();
    window.scrollTo(0, 0);
  });

  it('sets a page aside as a spacer of its whole height, not of the first screen it was first drawn with', async () => {
    const largeId = await scenarioId('japan-food');
    const { root, container } = react();
    container.after(below);
    window.scrollTo(0, 20000);
    root.render(<List largeId={largeId} />);
    const spacer = await waitFor(() => container.querySelector<HTMLElement>('[data-spacer="1"]'), { message: 'page 1 set aside' });
    expect(spacer.style.height).to.equal(`${PAGE * ROW}px`);
    // Drawn again, page 1 takes the spacer's place without moving what is below it.
    const secondTop = () => container.querySelector<HTMLElement>('[data-page="2"]')!.getBoundingClientRect().top + scrollY;
    const before = secondTop();
    window.scrollTo(0, 0);
    await waitFor(() => !container.querySelector('[data-spacer="1"]'), { message: 'page 1 drawn again' });
    expect(secondTop()).to.equal(before);
  });
});
