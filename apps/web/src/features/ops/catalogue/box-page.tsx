import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { OpsBox, OpsBoxDetail, type OpsBoxBody } from '@hapa/contracts';
import { IconChevronLeft } from '../../../components/index.ts';
import { opsApi } from '../api.ts';
import { ErrorLine, OpsCard, OpsHeading } from '../ui.tsx';
import { BoxForm } from './box-form.tsx';
import { BOXES_KEY } from './boxes-page.tsx';
import { OddsEditor, OddsVersions } from './odds-editor.tsx';
import './shared.tsx';

/** One box: its fields, the odds editor and its published versions. Role catalogue. */
export default function BoxPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const key = [...BOXES_KEY, 'detail', id];
  const detail = useQuery({
    queryKey: key,
    queryFn: () => opsApi(`/ops/catalogue/boxes/${id}`, { schema: OpsBoxDetail }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: OpsBoxBody) => opsApi(`/ops/catalogue/boxes/${id}`, { method: 'POST', body, schema: OpsBox }),
    onSuccess: (box) => {
      qc.setQueryData(key, (d: typeof detail.data) => (d ? { ...d, box } : d));
      void qc.invalidateQueries({ queryKey: BOXES_KEY });
    },
  });
  const d = detail.data;
  return (
    <div data-testid="ops-box-page">
      <Link to="/ops/catalogue/boxes" className="mb-3 inline-flex items-center gap-1 text-sm text-muted hover:text-fg">
        <IconChevronLeft size={16} /> {t('opsCatalogue.boxes.back')}
      </Link>
      <OpsHeading
        title={d ? `${d.box.name} #${d.box.id}` : t('opsCatalogue.boxes.details')}
        subtitle={params.get('created') ? t('opsCatalogue.boxes.created') : undefined}
      />
      <ErrorLine error={detail.error} />
      {d ? (
        <div className="grid grid-cols-1 gap-4 xl:grid-cols-[400px_minmax(0,1fr)]">
          <div className="flex flex-col gap-4">
            <OpsCard title={t('opsCatalogue.boxes.details')}>
              <BoxForm
                key={d.box.id}
                box={d.box}
                saving={save.isPending}
                error={save.error}
                saved={save.isSuccess}
                onSave={(b) => save.mutate(b)}
              />
            </OpsCard>
            <OddsVersions detail={d} />
          </div>
          <div className="min-w-0">
            <OddsEditor
              key={d.box.id}
              detail={d}
              onPublished={(nd) => {
                qc.setQueryData(key, nd);
                void qc.invalidateQueries({ queryKey: BOXES_KEY });
              }}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
