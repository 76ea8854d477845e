import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsGuides } from '@hapa/contracts';
import { Badge } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsGuides } from '../../../lib/i18n/en/guides.ts';
import { opsApi } from '../api.ts';
import { Empty, ErrorLine, OpsCard, OpsHeading, OpsTable, Td } from '../ui.tsx';
import { BallCard, GUIDES_KEY, LinksCard, PlayGroundCard, SwitchesCard, TipCard } from './guides-forms.tsx';

// the page's strings join i18n with its chunk
i18n.addResourceBundle('en', 'translation', { opsGuides }, true, true);

/**
 * Console, guides (docs/architecture/console.md; role catalogue): the floating activity ball, feature switches, the Play Ground menu,
 * the top tip, the app store links, and the taps of each pop (pops themselves are edited on Content). Audited.
 */
export default function GuidesPage() {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: GUIDES_KEY, queryFn: () => opsApi('/ops/guides', { schema: OpsGuides }) });
  const d = q.data;
  return (
    <div data-testid="ops-guides-page">
      <OpsHeading title={t('opsGuides.title')} subtitle={t('opsGuides.subtitle')} />
      <ErrorLine error={q.error} />
      {d ? (
        // keyed by the data: a saved answer re-seeds the drafts
        <div key={q.dataUpdatedAt} className="grid grid-cols-1 gap-4 xl:grid-cols-2">
          <SwitchesCard value={d.switches} />
          <PlayGroundCard value={d.playGround} switches={d.switches} />
          <BallCard value={d.floatingBall} />
          <div className="flex flex-col gap-4">
            <TipCard value={d.tip} />
            <LinksCard value={d.appLinks} />
          </div>
          <OpsCard title={t('opsGuides.pops.title')} testId="ops-guides-pops">
            {!d.popClicks.length ? (
              <Empty />
            ) : (
              <OpsTable
                head={[t('opsGuides.pops.pop'), t('opsGuides.pops.state'), t('opsGuides.pops.taps')]}
                testId="ops-guides-pops-table"
              >
                {d.popClicks.map((p) => (
                  <tr key={p.popId} data-testid={`ops-guides-pop-${p.popId}`}>
                    <Td>{p.title || t('opsGuides.pops.untitled', { id: p.popId })}</Td>
                    <Td>
                      <Badge tone={p.isActive ? 'accent' : 'neutral'}>
                        {t(p.isActive ? 'opsGuides.pops.active' : 'opsGuides.pops.inactive')}
                      </Badge>
                    </Td>
                    <Td className="font-mono">{p.clicks}</Td>
                  </tr>
                ))}
              </OpsTable>
            )}
          </OpsCard>
        </div>
      ) : null}
    </div>
  );
}
