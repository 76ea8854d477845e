import { Address, AddressList, CountryList, type AddressSubmitBody } from '@hapa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { accountKeys } from './profile.ts';

/** GET /api/user/addr/list */
export function useAddresses() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: accountKeys.addresses,
    queryFn: ({ signal }) => api('/user/addr/list', { schema: AddressList, signal }),
    enabled: loggedIn,
  });
}

/** GET /api/country/list (cached for the session). */
export function useCountries() {
  return useQuery({
    queryKey: ['countries'],
    queryFn: ({ signal }) => api('/country/list', { schema: CountryList, signal }),
    staleTime: Infinity,
  });
}

/** POST /api/user/addr/submit (create without id, edit with id); errors shown by the form. */
export function useSubmitAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressSubmitBody) => api('/user/addr/submit', { method: 'POST', body, schema: Address }),
    meta: { silent: true },
    onSuccess: () => void qc.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}

/** DELETE /api/user/addr/{id} */
export function useDeleteAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/user/addr/${id}`, { method: 'DELETE' }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}
