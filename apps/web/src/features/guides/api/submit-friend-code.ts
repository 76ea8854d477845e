import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/**
 * POST /api/user/friendCode/submit {code}: links the player to the friend who invited them, once.
 * @throws ApiError user.error.friend_code_unknown | user.error.friend_code_own | user.error.friend_code_used
 */
export function submitFriendCode(code: string): Promise<unknown> {
  return api('/user/friendCode/submit', { method: 'POST', body: { code } });
}

export function useSubmitFriendCode() {
  return useMutation({ meta: { silent: true }, mutationFn: submitFriendCode });
}
