import { useTranslation } from 'react-i18next';
import type { OpsRefundStatus } from '@hapa/contracts';
import { Badge } from '../../../components/index.ts';

const TONE = { awaiting: 'warning', processing: 'violet', refunded: 'danger', failed: 'danger', rejected: 'neutral' } as const;

/** A refund's state as a badge (docs/payments.md#refunds). */
export function RefundBadge({ status }: { status: OpsRefundStatus }) {
  const { t } = useTranslation();
  return (
    <span data-testid="ops-refund-status" data-status={status}>
      <Badge tone={TONE[status]}>{t(`opsDay.order.status.${status}`)}</Badge>
    </span>
  );
}
