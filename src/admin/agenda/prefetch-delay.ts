/**
 * How long Dia shows a day before the day before's and after's are read ahead
 * (usePrefetchNeighbourDays; the screen benchmark waits for it too).
 */
export const PREFETCH_AFTER_MS = 3000;
