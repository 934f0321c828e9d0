/** The served stylesheet keeps exactly the rules the served markup can use. */
import { describe, expect, it } from 'vitest';
import { markupClasses, usedRules } from './used-rules.ts';

const MARKUP = '<div class="card card--wide"><svg class="icon" viewBox="0 0 1 1"></svg><p data-class="ghost">x</p></div>';

describe('usedRules', () => {
  it('reads the classes of class attributes only', () => {
    expect([...markupClasses(MARKUP)].sort()).toEqual(['card', 'card--wide', 'icon']);
  });

  it('keeps a rule whose classes all occur, and drops one naming a class no element has', () => {
    const css = '.card{color:red}.dialog{display:grid}.card .icon{fill:red}.card .dialog__close{width:1px}p{margin:0}';
    expect(usedRules(css, MARKUP)).toBe('.card{color:red}.card .icon{fill:red}p{margin:0}');
  });

  it('keeps the selectors of a list that can match and drops the others', () => {
    expect(usedRules('.dialog,.card--wide,.sheet>.card{gap:1px}', MARKUP)).toBe('.card--wide{gap:1px}');
  });

  it('does not require the classes inside functional pseudo-classes or attribute selectors', () => {
    const css = '.card:not(.card--sold){opacity:1}:host(.dark) .card{color:#fff}.card:is(.a,.b){top:0}[class~=ghost]{left:0}';
    expect(usedRules(css, MARKUP)).toBe(css);
  });

  it('cuts inside @media and @supports, drops them when empty, and keeps other at-rules whole', () => {
    const css =
      '@media (min-width:768px){.card{width:50%}.dialog{width:40%}}@supports (display:grid){.sheet{display:grid}}' +
      '@keyframes pulse{0%{opacity:.4}to{opacity:1}}@font-face{font-family:x;src:url(x.woff2)}';
    expect(usedRules(css, MARKUP)).toBe(
      '@media (min-width:768px){.card{width:50%}}@keyframes pulse{0%{opacity:.4}to{opacity:1}}@font-face{font-family:x;src:url(x.woff2)}',
    );
  });

  it('reads braces inside strings as text', () => {
    expect(usedRules('.card:after{content:"}{"}.dialog{content:"{"}', MARKUP)).toBe('.card:after{content:"}{"}');
  });

  it('leaves comments out, an apostrophe or a brace in one too, and keeps strings that look like one', () => {
    expect(usedRules(".card{color:red/* the host page's body */}/* .dialog{ */.dialog{display:grid}", MARKUP)).toBe('.card{color:red}');
    expect(usedRules('.card:after{content:"/* not a comment */"}', MARKUP)).toBe('.card:after{content:"/* not a comment */"}');
  });

  it('keeps a selector with an escape, and a sheet it cannot read whole', () => {
    expect(usedRules('.sm\\:wide{width:100%}', MARKUP)).toBe('.sm\\:wide{width:100%}');
    expect(usedRules('.dialog{display:grid', MARKUP)).toBe('.dialog{display:grid');
  });
});
