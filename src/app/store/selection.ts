// What the operator has picked: the open info cards (React reads this).
import { proxy } from 'valtio';
import type { Aton } from '../../protocol/atons';

export type Picked = { kind: 'vessel'; id: number } | { kind: 'train'; id: number } | { kind: 'aton'; aton: Aton };

export const selection = proxy<{ vesselId: number | null; trainId: number | null; aton: Aton | null }>({
  vesselId: null,
  trainId: null,
  aton: null,
});
