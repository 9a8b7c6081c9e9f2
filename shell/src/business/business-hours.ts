import { type Language, perLanguage } from '@shop/contracts';
import type { OpeningPeriod } from './business-details.ts';

/** 2024-01-07 was a Sunday: day n of the week is 7 + n January, at UTC so no time zone shifts it. */
function dayDate(day: number): Date {
  return new Date(Date.UTC(2024, 0, 7 + day));
}

function timeDate(time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(2024, 0, 7, hours, minutes));
}

export interface FormattedPeriod {
  /** e.g. `Monday`, or the first and last day of a range. */
  days: { from: string; to: string | null };
  /** null when closed. */
  hours: { opens: string; closes: string } | null;
}

/** The footer's formatters, made once per language. */
const formattersFor = perLanguage((locale) => ({
  weekday: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }),
  time: new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }),
}));

/** Weekday names and times in the language's own conventions, through Intl. */
export function formatOpeningPeriod(period: OpeningPeriod, language: Language): FormattedPeriod {
  const { weekday, time } = formattersFor(language);
  return {
    days: {
      from: weekday.format(dayDate(period.from)),
      to: period.to === period.from ? null : weekday.format(dayDate(period.to)),
    },
    hours: period.hours
      ? {
          opens: time.format(timeDate(period.hours.opens)),
          closes: time.format(timeDate(period.hours.closes)),
        }
      : null,
  };
}
