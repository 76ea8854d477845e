import type { BingoCallEvent, BingoGame, BingoHome } from '@hapa/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSocket, subscribeChannel } from '../../../lib/realtime.ts';
import { bingoKeys } from '../api/bingo-keys.ts';

const homeKeys = [bingoKeys.homeRoot, bingoKeys.myHomeRoot];

function patchHome(qc: QueryClient, fn: (h: BingoHome) => BingoHome) {
  for (const key of homeKeys) qc.setQueriesData<BingoHome>({ queryKey: key }, (prev) => (prev ? fn(prev) : prev));
}

/**
 * Keeps the bingo page live over the `bingo_call` channel: each call appends to the called numbers (the cards
 * daub from them), a state change or a win refetches the home (and my cards), a win or the game's end the ranking
 * and the history, a barrage message refetches the barrage. `onCall` lets the page flash the last number.
 */
export function useBingoLive(onCall?: (e: BingoCallEvent) => void): void {
  const qc = useQueryClient();
  useEffect(() => {
    subscribeChannel('bingo_call');
    const socket = getSocket();
    const refresh = () => {
      for (const key of homeKeys) void qc.invalidateQueries({ queryKey: key });
    };
    const onCallEvent = (e: BingoCallEvent) => {
      patchHome(qc, (h) =>
        h.game.id === e.gameId && e.called.length > h.game.called.length
          ? { ...h, game: { ...h.game, called: e.called, nextCallAt: e.nextCallAt } }
          : h,
      );
      onCall?.(e);
    };
    // the week's ranking and the game history change when a game pays its winners and ends: refetch them then (the
    // ranking read "No winners yet" until a reload)
    const refreshResults = () => {
      void qc.invalidateQueries({ queryKey: bingoKeys.rank });
      void qc.invalidateQueries({ queryKey: bingoKeys.history });
    };
    const onState = (g: BingoGame) => {
      patchHome(qc, (h) => (h.game.id === g.id ? { ...h, game: g } : h));
      refresh();
      if (g.state === 'ended') refreshResults();
    };
    const onWin = () => {
      refresh();
      refreshResults();
      void qc.invalidateQueries({ queryKey: ['user', 'bingo', 'cards'] });
    };
    const onBarrage = () => void qc.invalidateQueries({ queryKey: bingoKeys.barrage });
    socket.on('bingo_call:call', onCallEvent);
    socket.on('bingo_call:state', onState);
    socket.on('bingo_call:win', onWin);
    socket.on('bingo_call:barrage', onBarrage);
    return () => {
      socket.off('bingo_call:call', onCallEvent);
      socket.off('bingo_call:state', onState);
      socket.off('bingo_call:win', onWin);
      socket.off('bingo_call:barrage', onBarrage);
    };
  }, [qc, onCall]);
}
