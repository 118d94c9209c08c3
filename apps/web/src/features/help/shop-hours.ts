// The shop's hours as an associate types them in the console ('Mon–Fri 8 am–6 pm, Sat 8 am–5 pm'), read back as
// days and times so a Spanish screen says them in Spanish ("Horario: Mon–Fri 8 am–6 pm" on
// every screen). What does not read as days and times is shown as typed: it is the shop's own words.
import { LOCALE_TAGS, type Locale } from '../../i18n/locales';

const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

interface Time {
  readonly hour: number; // 0-23
  readonly minute: number;
}

export interface HoursPart {
  /** The part as typed, e.g. 'Mon–Fri 8 am–6 pm'. */
  readonly typed: string;
  /** Days from 0 (Sunday) to 6; `to` for a range. */
  readonly from: number;
  readonly to?: number;
  /** Opening and closing time; absent when the part says 'Closed'. */
  readonly open?: Time;
  readonly close?: Time;
}

/** 'Mon', 'Tues', 'Thursday', 'Fri.' → the day's number; anything else → undefined. */
function dayOf(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return undefined;
  const day = DAY_NAMES.findIndex((name) => name.startsWith(w));
  return day < 0 ? undefined : day;
}

/** '8 am', '8:30 p.m.', '6pm', 'noon', 'midnight' → the time; anything else → undefined. */
function timeOf(text: string): Time | undefined {
  const t = text.trim().toLowerCase();
  if (t === 'noon') return { hour: 12, minute: 0 };
  if (t === 'midnight') return { hour: 0, minute: 0 };
  const match = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?$/.exec(t);
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? '0');
  if (hour < 1 || hour > 12 || minute > 59) return undefined;
  return { hour: (hour % 12) + (match[3] === 'p' ? 12 : 0), minute };
}

const PART = /^([A-Za-z.]+)(?:\s*[-–—]\s*([A-Za-z.]+))?\s+(.+)$/;

/** The hours read as days and times, or undefined when any part does not read so. */
export function parseShopHours(text: string): HoursPart[] | undefined {
  const parts = text
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return undefined;
  const read: HoursPart[] = [];
  for (const typed of parts) {
    const match = PART.exec(typed);
    if (!match) return undefined;
    const from = dayOf(match[1]!);
    const to = match[2] === undefined ? undefined : dayOf(match[2]);
    if (from === undefined || (match[2] !== undefined && to === undefined)) return undefined;
    const days = { typed, from, ...(to === undefined ? {} : { to }) };
    if (/^closed$/i.test(match[3]!.trim())) {
      read.push(days);
      continue;
    }
    const times = match[3]!.split(/\s*[-–—]\s*|\s+to\s+/i);
    const open = times.length === 2 ? timeOf(times[0]!) : undefined;
    const close = times.length === 2 ? timeOf(times[1]!) : undefined;
    if (!open || !close) return undefined;
    read.push({ ...days, open, close });
  }
  return read;
}

/** One part in the screen's language: 'lun–vie 8 a.m.–6 p.m.'; `closed` is the word for a closed day. */
export function hoursPartIn(part: HoursPart, locale: Locale, closed: string): string {
  const tag = LOCALE_TAGS[locale];
  // 7 January 2024 was a Sunday: day n is 7 + n January.
  const dayName = (day: number) =>
    new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 7 + day)),
    );
  const time = ({ hour, minute }: Time) =>
    new Intl.DateTimeFormat(tag, {
      hour: 'numeric',
      ...(minute ? { minute: '2-digit' } : {}),
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(2024, 0, 1, hour, minute)));
  const days = part.to === undefined ? dayName(part.from) : `${dayName(part.from)}–${dayName(part.to)}`;
  if (!part.open || !part.close) return `${days} ${closed}`;
  return `${days} ${time(part.open)}–${time(part.close)}`;
}
