// Aton icon appearance (spec section 4): inactive by default, active if
// active is set, integrated if integrated is set (integrated wins). Its
// shape: a virtual aid (the wire's `virtual_aid`: broadcast by AIS with
// no physical mark) is drawn as IALA draws a virtual AtoN, a diamond with
// a dotted outline; a real one as a ring.
import type { Aton } from '../../protocol/atons';

export type AtonAppearance = 'inactive' | 'active' | 'integrated';
export type AtonShape = 'ring' | 'virtual';

export const atonAppearance = (a: Pick<Aton, 'active' | 'integrated'>): AtonAppearance =>
  a.integrated ? 'integrated' : a.active ? 'active' : 'inactive';

export const atonShape = (a: Pick<Aton, 'virtual_aid'>): AtonShape => (a.virtual_aid === true ? 'virtual' : 'ring');
