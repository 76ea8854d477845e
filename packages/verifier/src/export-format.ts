/**
 * The history export as the verifier reads it (docs/transparency.md#history-export): plain types of the JSON, written
 * here from the published format, so the verifier shares nothing with the server but the rules in `@hapa/domain`.
 */

export interface SignedHead {
  treeSize: number;
  timestamp: number;
  rootHash: string;
  signature: string;
  keyId: string;
}

export interface LogEntryJson {
  index: number;
  kind: 'commit' | 'reveal';
  scope: 'seed_pair' | 'battle' | 'lottery' | 'bingo';
  ref: string;
  seedType: number | null;
  player: string | null;
  seedHash: string;
  serverSeed: string | null;
  at: string;
  leafHash: string;
}

export interface InclusionJson {
  entry: LogEntryJson;
  treeSize: number;
  path: string[];
  head: SignedHead;
}

export interface OddsJson {
  boxId: number;
  version: number;
  items: { itemId: number; ppm: number; ticketFrom: number; ticketTo: number }[];
}

export interface OpeningJson {
  id: number;
  boxId: number;
  oddsVersion: number;
  serverSeedHashed: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  ticket: number;
  itemId: number;
}

export interface BattleJson {
  uuid: string;
  type: 'singled' | 'trio' | 'quad' | 'team';
  mode: 'normal' | 'demon' | 'share';
  state: number;
  seat: number;
  tieRule?: 'draw' | 'boss';
  serverSeedHashed: string;
  serverSeed: string | null;
  clientSeed: string | null;
  players: { number: number; clientSeed: string | null; isBot: boolean }[];
  rounds: { round: number; box: { id: number }; oddsVersion: number; draws: { number: number; ticket: number; itemId: number }[] }[];
  tie: { kind: 'seat' | 'team'; sides: number[]; winnerIndex: number; winnerSide: number } | null;
  odds: OddsJson[];
}

export interface GameRoundJson {
  id: number;
  game: string;
  status: 'open' | 'settled';
  outcome: 'win' | 'lose' | 'cashout' | null;
  payout: number;
  serverSeedHashed: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  detail: Record<string, unknown>;
}

export interface DrawJson {
  drawKey: string;
  status: 'open' | 'closed' | 'drawn';
  serverSeedHashed: string;
  serverSeed: string | null;
  clientSeed: string | null;
  entryIds: number[];
  prizeCount: number;
  winners: { rank: number; ticketId: number }[];
  myTickets: number[];
}

export interface LiabilitiesRootJson {
  period: string;
  takenAt: number;
  leafCount: number;
  totalCoinsCents: number;
  totalPrizesCents: number;
  /** HapaCoins held (units) */
  totalHapacoins: number;
  rootHash: string;
  signature: string;
  keyId: string;
}

export interface HistoryExportJson {
  format: 'hapabox-history-export';
  version: 1;
  exportedAt: string;
  player: string;
  logKey: { keyId: string; algorithm: 'Ed25519'; publicKey: string };
  seedPairs: { seedType: number; status: 'active' | 'next' | 'revealed'; serverSeedHashed: string; serverSeed: string | null }[];
  openings: OpeningJson[];
  odds: OddsJson[];
  battles: BattleJson[];
  gameRounds: GameRoundJson[];
  draws: DrawJson[];
  inclusions: InclusionJson[];
  liabilities: {
    root: LiabilitiesRootJson | null;
    proof: {
      leaf: { salt: string; player: string; coinsCents: number; prizesCents: number; hapacoins: number };
      index: number;
      path: { hash: string; coinsCents: number; prizesCents: number; hapacoins: number }[];
    } | null;
  };
}
