/** "06:30" → "6h30", "21:00" → "21h": how times read in Brazilian Portuguese. */
export function formatTime(hhmm: string): string {
  const [hours = '0', minutes = '00'] = hhmm.split(':');
  const h = String(Number(hours));
  return minutes === '00' ? `${h}h` : `${h}h${minutes}`;
}

export function formatHours(opens: string, closes: string): string {
  return `${formatTime(opens)} às ${formatTime(closes)}`;
}
