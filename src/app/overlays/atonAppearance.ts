// Aton icon appearance (spec section 4): inactive by default, active if
// active is set, integrated if integrated is set (integrated wins).
import type { Aton } from '../../protocol/atons';

export type AtonAppearance = 'inactive' | 'active' | 'integrated';

export const atonAppearance = (a: Pick<Aton, 'active' | 'integrated'>): AtonAppearance =>
  a.integrated ? 'integrated' : a.active ? 'active' : 'inactive';
