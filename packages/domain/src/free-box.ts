/**
 * The seeded daily free box's id (docs/free-boxes.md): the box the free-box guide shows before the server has
 * answered, and the one a fresh `npm start` seeds. Which box is the daily free box at run time is the console's
 * choice (the first active `daily` free-box rule); `GET /api/sys/config` and `GET /api/free/info` answer it.
 */
export const FREE_BOX_ID = 109;
