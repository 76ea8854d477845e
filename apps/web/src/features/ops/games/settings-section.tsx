import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button, Input } from '../../../components/index.ts';
import { opsApi } from '../api.ts';
import { ErrorLine, OpsCard } from '../ui.tsx';

/**
 * One field of a console settings form. `money`: coin units with at most 2 decimals; `int`: a whole number;
 * `percentPpm`: a percentage typed with up to 4 decimals, sent as ppm (1% = 10,000); `bool`: a checkbox.
 */
export interface SettingField {
  key: string;
  kind: 'money' | 'int' | 'percentPpm' | 'bool';
  /** i18n keys under the section's namespace (`<ns>.<label>`) */
  label: string;
  hint?: string;
}

const PATTERNS = { money: /^\d{1,8}(\.\d{1,2})?$/, int: /^\d{1,9}$/, percentPpm: /^\d{1,3}(\.\d{1,4})?$/ } as const;
type FormValues = Record<string, string | boolean>;

const toForm = (fields: readonly SettingField[], v: Record<string, unknown>): FormValues =>
  Object.fromEntries(
    fields.map((f) => [
      f.key,
      f.kind === 'bool'
        ? Boolean(v[f.key])
        : f.kind === 'money'
          ? Number(v[f.key]).toFixed(2)
          : f.kind === 'percentPpm'
            ? String(Number(v[f.key]) / 10_000)
            : String(v[f.key]),
    ]),
  );

/**
 * Parses a settings form into the body `schema` accepts, or null when a field is not valid (the server checks
 * again and answers in the envelope).
 */
export function parseSettingsForm<T>(fields: readonly SettingField[], form: FormValues, schema: z.ZodType<T>): T | null {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const raw = form[f.key];
    if (f.kind === 'bool') {
      body[f.key] = Boolean(raw);
      continue;
    }
    const text = String(raw ?? '').trim();
    if (!PATTERNS[f.kind].test(text)) return null;
    body[f.key] = f.kind === 'percentPpm' ? Math.round(Number(text) * 10_000) : Number(text);
  }
  const r = schema.safeParse(body);
  return r.success ? r.data : null;
}

/**
 * A console card that reads settings from `GET /api{path}` and saves them with `POST /api{path}` (finance or
 * catalogue routes audit the change on the server), its fields described by `fields`. Texts come from the i18n
 * namespace `ns`: `title`, `save`, `saved`, `invalid` and each field's label and hint.
 */
export function SettingsSection<T extends Record<string, unknown>>(props: {
  ns: string;
  path: string;
  schema: z.ZodType<T>;
  fields: readonly SettingField[];
  testId: string;
}) {
  const { t: tt } = useTranslation();
  const t = (k: string) => tt(`${props.ns}.${k}`);
  const qc = useQueryClient();
  const key = ['ops', 'settings', props.path];
  const settings = useQuery({ queryKey: key, queryFn: () => opsApi(props.path, { schema: props.schema }) });
  const [form, setForm] = useState<FormValues | null>(null);
  useEffect(() => {
    if (settings.data) setForm(toForm(props.fields, settings.data));
  }, [settings.data, props.fields]);
  const body = form ? parseSettingsForm(props.fields, form, props.schema) : null;
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () => opsApi(props.path, { method: 'POST', body: body!, schema: props.schema }),
    onSuccess: (s) => qc.setQueryData(key, s),
  });
  const set = (k: string, v: string | boolean) => {
    save.reset();
    setForm((f) => ({ ...(f ?? {}), [k]: v }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (body) save.mutate();
  };
  return (
    <OpsCard className="max-w-xl" testId={props.testId}>
      <h2 className="mb-3 text-lg font-bold">{t('title')}</h2>
      <form className="flex flex-col gap-3" onSubmit={submit}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {props.fields.map((f) =>
            f.kind === 'bool' ? (
              <label key={f.key} className="flex items-center gap-2 text-sm sm:col-span-2">
                <input
                  type="checkbox"
                  checked={Boolean(form?.[f.key])}
                  onChange={(e) => set(f.key, e.target.checked)}
                  data-testid={`${props.testId}-${f.key}`}
                />
                {t(f.label)}
              </label>
            ) : (
              <Input
                key={f.key}
                label={t(f.label)}
                hint={f.hint ? t(f.hint) : undefined}
                inputMode={f.kind === 'int' ? 'numeric' : 'decimal'}
                value={String(form?.[f.key] ?? '')}
                onChange={(e) => set(f.key, e.target.value)}
                data-testid={`${props.testId}-${f.key}`}
              />
            ),
          )}
        </div>
        {!body && form ? <p className="text-sm text-danger">{t('invalid')}</p> : null}
        <ErrorLine error={settings.error ?? save.error} />
        {save.isSuccess ? (
          <p className="text-sm text-accent" role="status">
            {t('saved')}
          </p>
        ) : null}
        <Button type="submit" loading={save.isPending} disabled={!body} className="self-start" data-testid={`${props.testId}-save`}>
          {t('save')}
        </Button>
      </form>
    </OpsCard>
  );
}
