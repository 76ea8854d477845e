/** Query keys of the battles feature (everything under `battles`; `mine` parts under `user` so logout drops them). */
export const battleKeys = {
  all: ['battles'] as const,
  list: ['battles', 'list'] as const,
  detail: (uuid: string) => ['battles', 'detail', uuid] as const,
  config: ['battles', 'config'] as const,
  preBoxes: (keyword: string) => ['battles', 'pre-boxes', keyword] as const,
  roundBox: (boxId: number) => ['battles', 'round-box', boxId] as const,
  history: ['user', 'battles', 'history'] as const,
};
