import { describe, expect, it } from 'vitest';
import { normaliseSearch, truncateTitle } from './search-text.ts';

describe('search text', () => {
  it('trims and treats blank as no search', () => {
    expect(normaliseSearch('  라멘 ')).toBe('라멘');
    expect(normaliseSearch('   ')).toBeUndefined();
  });

  it('cuts titles longer than 12 characters with an ellipsis', () => {
    expect(truncateTitle('일본 식품관')).toBe('일본 식품관');
    expect(truncateTitle('가나다라마바사아자차카타')).toBe('가나다라마바사아자차카타');
    expect(truncateTitle('가나다라마바사아자차카타파')).toBe('가나다라마바사아자차카타…');
  });
});
