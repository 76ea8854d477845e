import type { LiveDrop } from '@hapa/contracts';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getSocket } from '../../../lib/realtime.ts';
import { usePageVisible } from '../../../lib/use-page-visible.ts';
import { boxDropsKey, useBoxDropsQuery } from '../api/get-box-drops.ts';
import { liveDropsKey, useLiveDropsQuery } from '../api/get-live-drops.ts';
import { MAX_DROPS, mergeDrops } from '../lib/merge-drops.ts';

/**
 * Feeds realtime `live:drop` events into a cached drop list. While the tab is hidden, incoming
 * drops are buffered (the ticker is paused) and applied when it is visible again.
 */
function useRealtimeDrops(key: QueryKey, accept: (d: LiveDrop) => boolean, cap: number): boolean {
  const queryClient = useQueryClient();
  const visible = usePageVisible();
  const buffer = useRef<LiveDrop[]>([]);
  const visibleRef = useRef(visible);
  const acceptRef = useRef(accept);
  acceptRef.current = accept;
  const keyHash = JSON.stringify(key);

  useEffect(() => {
    visibleRef.current = visible;
    if (visible && buffer.current.length > 0) {
      const pending = buffer.current;
      buffer.current = [];
      queryClient.setQueryData<LiveDrop[]>(key, (prev) => mergeDrops(prev ?? [], pending, cap));
    }
  }, [visible, keyHash, queryClient, cap]);

  useEffect(() => {
    const socket = getSocket();
    const onDrop = (drops: LiveDrop[]) => {
      const mine = drops.filter((d) => acceptRef.current(d));
      if (mine.length === 0) return;
      if (!visibleRef.current) {
        buffer.current = mergeDrops(buffer.current, mine, cap);
        return;
      }
      queryClient.setQueryData<LiveDrop[]>(key, (prev) => mergeDrops(prev ?? [], mine, cap));
    };
    socket.on('live:drop', onDrop);
    return () => {
      socket.off('live:drop', onDrop);
    };
  }, [keyHash, queryClient, cap]);

  return !visible;
}

/** Site-wide live drops: initial 30 from the API, then realtime, capped at 50. */
export function useLiveDrops() {
  const query = useLiveDropsQuery();
  const paused = useRealtimeDrops(liveDropsKey, () => true, MAX_DROPS);
  return { drops: (query.data ?? []).slice(0, MAX_DROPS), isLoading: query.isLoading, isError: query.isError, paused };
}

/** Recent drops of one box: initial list from the API, then realtime drops of that box. */
export function useBoxDrops(boxId: number) {
  const query = useBoxDropsQuery(boxId);
  const paused = useRealtimeDrops(boxDropsKey(boxId), (d) => d.boxId === boxId, 20);
  return { drops: query.data ?? [], isLoading: query.isLoading, isError: query.isError, paused };
}
