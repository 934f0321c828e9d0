import { describe, expect, it } from 'vitest';
import { pickChoice, picksOffered } from './pick-rules.ts';
import { parseSelectionUrl } from './selection-url.ts';

const url = (search: string) => parseSelectionUrl(search);

describe('pick rules', () => {
  it('offers picks only with a pick title', () => {
    expect(picksOffered('에디터 PICK')).toBe(true);
    expect(picksOffered('')).toBe(false);
    expect(picksOffered('   ')).toBe(false);
  });

  it('without a pick title, isPick=true and pick fall back to the normal list', () => {
    const choice = pickChoice(url('?isPick=true&pick=m1&target_id=t1'), '', ['m1']);
    expect(choice).toEqual({ status: 'ready', url: { ...url('?target_id=t1') } });
  });

  it('keeps a pick that names a pick category', () => {
    const state = url('?isPick=true&pick=m1');
    expect(pickChoice(state, 'PICK', ['m0', 'm1'])).toEqual({ status: 'ready', url: state });
  });

  it('ignores a pick id that names no pick category, and one that cannot be checked', () => {
    expect(pickChoice(url('?pick=nope'), 'PICK', ['m1'])).toEqual({ status: 'ready', url: url('') });
    expect(pickChoice(url('?isPick=true&pick=nope'), 'PICK', null)).toEqual({ status: 'ready', url: url('?isPick=true') });
  });

  it('waits for the pick categories only when the URL names a pick', () => {
    expect(pickChoice(url('?pick=m1'), 'PICK', undefined)).toEqual({ status: 'pending' });
    expect(pickChoice(url('?isPick=true'), 'PICK', undefined)).toEqual({ status: 'ready', url: url('?isPick=true') });
  });
});
