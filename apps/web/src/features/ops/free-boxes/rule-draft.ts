import { OpsFreeBoxRule, type FreeBoxKind, type OpsFreeBox } from '@hapa/contracts';
import { centsOf, coinsText } from '../catalogue/shared.tsx';

/** A free box rule as the form edits it: texts for numbers and money, local date-times. */
export interface RuleDraft {
  kind: FreeBoxKind;
  minVipLevel: string;
  minXp: string;
  minTopUp: string;
  topUpWindowHours: string;
  cooldownHours: string;
  startsAt: string;
  endsAt: string;
  sort: string;
  isActive: boolean;
}

/** ISO -> the value of a datetime-local input (the operator's local time); '' for none. */
export function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export const NEW_RULE: RuleDraft = {
  kind: 'daily',
  minVipLevel: '0',
  minXp: '0',
  minTopUp: '0.00',
  topUpWindowHours: '24',
  cooldownHours: '24',
  startsAt: '',
  endsAt: '',
  sort: '10',
  isActive: true,
};

export function draftOf(b: OpsFreeBox): RuleDraft {
  const r = b.rule;
  return {
    kind: r.kind,
    minVipLevel: String(r.minVipLevel),
    minXp: String(r.minXp),
    minTopUp: coinsText(r.minTopUpCents),
    topUpWindowHours: String(r.topUpWindowHours),
    cooldownHours: String(r.cooldownHours),
    startsAt: localInput(r.startsAt),
    endsAt: localInput(r.endsAt),
    sort: String(r.sort),
    isActive: r.isActive,
  };
}

const int = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : NaN);
const iso = (s: string) => {
  if (!s) return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? 'bad' : d.toISOString();
};

/** The request body of a draft, or null when it is not valid (the same checks the server runs: OpsFreeBoxRule). */
export function ruleOf(d: RuleDraft): OpsFreeBoxRule | null {
  const r = OpsFreeBoxRule.safeParse({
    kind: d.kind,
    minVipLevel: int(d.minVipLevel),
    minXp: int(d.minXp),
    minTopUpCents: centsOf(d.minTopUp),
    topUpWindowHours: int(d.topUpWindowHours),
    cooldownHours: int(d.cooldownHours),
    startsAt: iso(d.startsAt),
    endsAt: iso(d.endsAt),
    sort: int(d.sort),
    isActive: d.isActive,
  });
  return r.success ? r.data : null;
}
