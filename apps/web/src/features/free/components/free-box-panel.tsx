import { useFreeBoxes } from '../api/get-free-boxes.ts';
import { FreeBoxCondition } from './free-box-condition.tsx';

/** The box page of a free box (docs/product/routes.md#boxes /box-detail; docs/free-boxes.md): what opens it and the way to /free. */
export function FreeBoxPanel({ boxId }: { boxId: number }) {
  const list = useFreeBoxes();
  const box = list.data?.find((b) => b.boxId === boxId);
  return box ? <FreeBoxCondition box={box} linkToFree /> : null;
}
