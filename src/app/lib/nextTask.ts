// A promise resolved in a later task: work split so that what the current
// task started (a click's re-render, a finished fetch) ends, and can be
// drawn, first; on a slow CPU one task doing both is a long task.

export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
