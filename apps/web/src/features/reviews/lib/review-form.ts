import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '@hapa/contracts';

/** What the write form shows for a draft: its trimmed length and whether it can be sent (rating 1-5, 10..500 characters). */
export function reviewDraftState(rating: number, text: string): { length: number; tooShort: boolean; canSend: boolean } {
  const length = [...text.trim()].length;
  const tooShort = length < REVIEW_TEXT_MIN;
  return { length, tooShort, canSend: rating >= 1 && rating <= 5 && !tooShort && length <= REVIEW_TEXT_MAX };
}
