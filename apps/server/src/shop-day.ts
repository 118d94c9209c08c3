import { SHOP_TIME_ZONE } from '@ttapply/domain/console';

/** The instant the shop's local day began (the board's "today"). */
export function startOfShopDay(now: Date, timeZone = SHOP_TIME_ZONE): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const wall = Date.UTC(
    +parts.year!,
    +parts.month! - 1,
    +parts.day!,
    +parts.hour!,
    +parts.minute!,
    +parts.second!,
  );
  const offset = wall - Math.floor(now.getTime() / 1000) * 1000;
  return new Date(Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!) - offset);
}

/** The instant a location's calendar day begins (the board's time zone rule, decision 165). */
export function shopDayStart(date: string, timeZone = SHOP_TIME_ZONE): Date {
  // Noon UTC lies on the same calendar day in every US time zone, so its local day is `date`.
  return startOfShopDay(new Date(`${date}T12:00:00Z`), timeZone);
}
