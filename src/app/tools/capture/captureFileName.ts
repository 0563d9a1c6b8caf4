// The screenshot's file name (spec section 2): local date and time as
// day_month_year_hour_minute_second, each part zero-padded, '.jpg'.
const two = (n: number): string => String(n).padStart(2, '0');

export function captureFileName(at: Date): string {
  return `${two(at.getDate())}_${two(at.getMonth() + 1)}_${String(at.getFullYear()).padStart(4, '0')}_${two(at.getHours())}_${two(at.getMinutes())}_${two(at.getSeconds())}.jpg`;
}
