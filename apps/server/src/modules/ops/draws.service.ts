import type { OpsDrawDetail, OpsDrawKind, OpsDrawPage } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './draws.repo.ts';

/**
 * The console's draws (docs/how-to/operator-day.md#draws): the daily lottery's draws and the bingo games, newest
 * first, with entries, sales, seeds (the server seed only once revealed) and winners. Reads only.
 */
export class DrawsService {
  constructor(private readonly db: Db) {}

  /** `GET /api/ops/draws?kind=&page=&pageSize=`: a page of draws of `kind`, newest first, and the total. */
  async page(kind: OpsDrawKind, page: number, pageSize: number): Promise<OpsDrawPage> {
    return repo.drawPage(this.db, kind, (page - 1) * pageSize, pageSize);
  }

  /**
   * `GET /api/ops/draws/{kind}/{id}`: one draw and its winners (lottery by rank; bingo line prizes, then full card).
   * @throws AppError ops.error.draw_not_found (404)
   */
  async detail(kind: OpsDrawKind, id: number): Promise<OpsDrawDetail> {
    const draw = await repo.drawOf(this.db, kind, id);
    if (!draw) throw new AppError('ops.error.draw_not_found');
    return { draw, winners: await repo.winnersOf(this.db, kind, id) };
  }
}
