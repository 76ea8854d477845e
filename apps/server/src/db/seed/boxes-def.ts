/**
 * Box definitions for the seeded catalogue, in id order from 101 (id = 101 + index).
 * Items are referenced by exact item name or by a substring matching exactly one item name.
 * Odds are not written here: boxes.ts solves them for each box's RTP target.
 * The definitions live in one file per category (boxes-def-*.ts), each with its box id; this file joins them in id
 * order and checks the ids run from 101 without a gap.
 */

import type { BoxDef, SeedBoxDef } from './boxes-def-types.ts';
import { BUDGET_BOXES } from './boxes-def-budget.ts';
import { FREE_BOXES } from './boxes-def-free.ts';
import { GAMING_BOXES } from './boxes-def-gaming.ts';
import { STYLE_BOXES } from './boxes-def-style.ts';
import { TECH_BOXES } from './boxes-def-tech.ts';

/** The first seeded box id. */
const FIRST_BOX_ID = 101;

/**
 * Joins the category files in id order, without their ids.
 * @throws Error when the ids do not run from FIRST_BOX_ID without a gap or a repeat
 */
function inIdOrder(defs: SeedBoxDef[]): BoxDef[] {
  const sorted = [...defs].sort((a, b) => a.id - b.id);
  sorted.forEach((d, i) => {
    if (d.id !== FIRST_BOX_ID + i) throw new Error(`seed box ids must run from ${FIRST_BOX_ID} without gaps: ${d.name} has ${d.id}`);
  });
  return sorted.map(({ id: _id, ...def }) => def);
}

/** Every seeded box, index i is box id 101 + i. */
export const BOX_DEFS: BoxDef[] = inIdOrder([...TECH_BOXES, ...GAMING_BOXES, ...STYLE_BOXES, ...BUDGET_BOXES, ...FREE_BOXES]);
