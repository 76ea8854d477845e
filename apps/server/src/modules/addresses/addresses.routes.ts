import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Address, AddressList, AddressSubmitBody, CountryList, envelope, IdParam } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import type { AddressesService } from './addresses.service.ts';

/** Address calls and /country/list (docs/product/endpoints.md#distribution-and-mall). */
export function addressesRoutes(base: FastifyInstance, addresses: AddressesService) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/api/country/list', { schema: { tags: ['user'], response: { 200: envelope(CountryList) } } }, async () =>
    ok(await addresses.countries()),
  );
  app.get('/api/user/addr/list', { schema: { tags: ['user'], response: { 200: envelope(AddressList) } } }, async (req) =>
    ok(await addresses.list(requireUser(req).id)),
  );
  app.post(
    '/api/user/addr/submit',
    { schema: { tags: ['user'], body: AddressSubmitBody, response: { 200: envelope(Address) } } },
    async (req) => ok(await addresses.submit(requireUser(req).id, req.body)),
  );
  app.delete('/api/user/addr/:id', { schema: { tags: ['user'], params: IdParam, response: { 200: envelope(z.null()) } } }, async (req) => {
    await addresses.remove(requireUser(req).id, req.params.id);
    return ok(null);
  });
}
