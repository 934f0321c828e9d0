import { expect } from 'chai';
import { linkTo } from './use-open-link.ts';

describe("a banner link's address, as it is handed on", () => {
  const origin = 'https://shop.example';
  it("is a path on this site, another site's whole address", () => {
    expect(linkTo(new URL('https://shop.example/selection/1?isPick=true#top'), origin)).to.equal('/selection/1?isPick=true#top');
    expect(linkTo(new URL('https://other.example/page'), origin)).to.equal('https://other.example/page');
  });

  it('never a path that names another site by beginning with //', () => {
    for (const url of ['https://shop.example//evil.example/phish', 'https://shop.example/\\\\evil.example/phish']) {
      const handed = linkTo(new URL(url), origin);
      // Read as the page would read it: still this site.
      expect(new URL(handed, `${origin}/selection/1`).origin, url).to.equal(origin);
    }
  });
});
