// The charts' load progress (the shell shows 'Ładowanie map: done/total').
import { proxy } from 'valtio';

export const chartLoad = proxy({ charts: 0, done: 0, total: 0 });
