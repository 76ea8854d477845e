import { Profile } from '@hapa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Language } from '../../../lib/i18n/index.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** POST /api/user/update {language}: saves the signed-in player's language (docs/architecture/web-app.md). */
export function saveLanguage(language: Language) {
  return api('/user/update', { method: 'POST', body: { language }, schema: Profile });
}

/** Mutation of {@link saveLanguage}; base info and profile are read again after it. Errors are the caller's to show. */
export function useSaveLanguage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveLanguage,
    meta: { silent: true },
    onSuccess: () => void qc.invalidateQueries({ queryKey: queryRoots.user }),
  });
}
