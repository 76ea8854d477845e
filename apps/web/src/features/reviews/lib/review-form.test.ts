import { describe, expect, it } from 'vitest';
import { reviewDraftState } from './review-form.ts';

describe('reviewDraftState', () => {
  it('counts trimmed characters and needs a rating and 10..500 characters', () => {
    expect(reviewDraftState(5, '   short   ')).toEqual({ length: 5, tooShort: true, canSend: false });
    expect(reviewDraftState(0, 'long enough text')).toMatchObject({ canSend: false });
    expect(reviewDraftState(3, ' ten chars! ')).toEqual({ length: 10, tooShort: false, canSend: true });
    expect(reviewDraftState(4, 'x'.repeat(501)).canSend).toBe(false);
    expect(reviewDraftState(4, '😀'.repeat(10)).length).toBe(10);
  });
});
