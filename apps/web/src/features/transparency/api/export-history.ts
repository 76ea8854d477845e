import { HistoryExport } from '@hapa/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** The file name a download gets: hapabox-history-<date>.json. */
export const exportFileName = (at = new Date()) => `hapabox-history-${at.toISOString().slice(0, 10)}.json`;

/** GET /api/user/history/export: my whole history with seeds, results and log proofs (docs/transparency.md). */
export function exportHistory(): Promise<HistoryExport> {
  return api('/user/history/export', { schema: HistoryExport });
}

/** Downloads the export as a JSON file the offline verifier reads. */
export function useExportHistory() {
  return useMutation({
    meta: { silent: true },
    mutationFn: async () => {
      const data = await exportHistory();
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = exportFileName();
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return a.download;
    },
  });
}
