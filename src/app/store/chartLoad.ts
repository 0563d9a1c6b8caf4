// The charts' load progress (the shell shows 'Ładowanie map: done/total')
// and the data attribution the chart must show (the coastline's ODbL).
import { proxy } from 'valtio';

export const chartLoad = proxy({ charts: 0, done: 0, total: 0 });

export const chartAttribution = proxy<{ text: string | null }>({ text: null });
