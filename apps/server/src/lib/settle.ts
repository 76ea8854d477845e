/**
 * `Promise.all` for work running side by side in one transaction (on a pipelined connection its statements
 * share a round trip): waits for every one to finish before it throws the first failure, so nothing is
 * still issuing statements on the connection when the transaction rolls back and releases it.
 * @throws the first rejection, in argument order
 */
export async function allSettledInTx<T extends readonly unknown[]>(work: { [K in keyof T]: Promise<T[K]> | T[K] }): Promise<T> {
  const settled = await Promise.allSettled(work as readonly unknown[]);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
